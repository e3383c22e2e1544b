"""`python main.py --bench`: frame times, start-up, idle CPU, input latency and engine speed, against bare references measured in the same run."""
