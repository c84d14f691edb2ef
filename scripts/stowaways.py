#!/usr/bin/env python3
"""Lists Swift files that declare a top-level type not named in the file name: python3 scripts/stowaways.py Sources"""
import re,os,sys
pat=re.compile(r'^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|package|open|final|indirect|nonisolated)\s+)*(struct|class|enum|protocol|actor|typealias)\s+(\w+)',re.M)
for root in sys.argv[1:]:
  for d,_,fs in os.walk(root):
    if '.build' in d: continue
    for f in fs:
      if not f.endswith('.swift'): continue
      p=os.path.join(d,f); base=f[:-6]
      names=[m.group(2) for m in pat.finditer(open(p).read())]
      stray=[n for n in names if n not in base and base.split('+')[0]!=n]
      if stray: print(p, 'file-types:',names, 'stray:',stray)
