public import Wayfinder
