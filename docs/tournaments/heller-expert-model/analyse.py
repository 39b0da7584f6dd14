#!/usr/bin/env python3
"""Reads the probes of docs/journal/heller-bots.md (2026-12-03, "What Hard's choices say").

usage: analyse.py diag FILE...   the positions probed by `examples/diag.rs` (knobs2.diff)
       analyse.py calib FILE     Hard's choices against Medium's values (`examples/calib.rs`)
"""
import collections, math, re, sys

def diag(files):
    rows = []
    for f in files:
        for line in open(f):
            d = dict(re.findall(r'(\w+?)(-?[\d.]+)(?= |$)', line.split(' med0')[0]))
            hv = re.search(r'hardVSome\(([\d.e-]+)\)', line)
            rows.append((int(d['hardRank']), int(d['deepRank']), float(d['deepV']), float(d['best6V']),
                         float(hv.group(1)) if hv else None))
    n = len(rows)
    print('positions', n)
    print("Hard's choice by Medium's rank", sorted(collections.Counter(r[0] for r in rows).items()))
    print("the deep search's choice outside Medium's best six", round(sum(r[1] >= 6 for r in rows) / n, 3))
    print('deep value: best of all less best of the six', round(sum(r[2] - r[3] for r in rows) / n, 4))
    known = [r for r in rows if r[4] is not None]
    print("deep value: best of the six less Hard's choice", round(sum(r[3] - r[4] for r in known) / len(known), 4))

def calib(path):
    rows = []
    for line in open(path):
        kind, _round, i, values = line.split()
        rows.append((kind, int(i), [float(x) for x in values.split(',')]))
    for name, kind in (('turns', 'T'), ('placing a turned tile', 'L')):
        rs = [r for r in rows if r[0] == kind]
        top = sum(v[i] >= max(v) - 1e-6 for _, i, v in rs) / len(rs)
        print(f"{name}: {len(rs)} decisions, Hard's choice is Medium's first {top:.3f}")
        for t in (0.5, 1, 1.5, 2, 3, 5):
            ll = 0.0
            for _, i, v in rs:
                m = max(v)
                ll += (v[i] - m) / t - math.log(sum(math.exp((x - m) / t) for x in v))
            print(f'  softmax spread {t}: mean log-likelihood {ll / len(rs):.3f}')
        if kind == 'L':
            print("  Hard's model always lays a turned tile on Medium's best square: every other choice is impossible to it")
            continue
        # Hard's model of a player: Medium's first with 243/256, uniform with 13/256.
        ll = 0.0
        for _, i, v in rs:
            p = 13 / 256 / len(v) + (243 / 256 if v[i] >= max(v) - 1e-6 else 0)
            ll += math.log(p)
        print(f"  Hard's model (Medium, 1 in 20 at random): mean log-likelihood {ll / len(rs):.3f}")

if __name__ == '__main__':
    {'diag': lambda a: diag(a), 'calib': lambda a: calib(a[0])}[sys.argv[1]](sys.argv[2:])
