"""Headless tests of the pygame client."""
