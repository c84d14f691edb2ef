struct Nothing {}
