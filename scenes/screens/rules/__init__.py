"""The rules screen: each game in our own words, with diagrams drawn from the games' own art."""
