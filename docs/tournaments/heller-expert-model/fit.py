# The conditional logit of docs/journal/heller-bots.md, "a judgement of the round's end fitted to the
# games' outcomes" (2026-12-05): P(p wins) = softmax over the players of b . x_p, x_p = his money,
# the strokes of his stalls II-IIII in supply and whether he starts the round, fitted by Newton's
# method for the start of rounds 2 and 3 apart. usage: python3 fit.py fit-rows.csv
# (the rows: examples/roundend.rs of fit.diff). Prints the weights as EXP_FIT for fit.diff's knob.
import csv, sys, math, collections
rows = []
for f in sys.argv[1:]:
    rows += list(csv.DictReader(open(f)))
def feats(r):
    return [float(r['money']), 2*float(r['s2'])+3*float(r['s3'])+4*float(r['s4']), float(r['start'])]
names = ['money', 'strokes', 'start']
def groups(rnd):
    g = collections.defaultdict(list)
    for r in rows:
        if r['round'] == str(rnd):
            g[r['game']].append((feats(r), float(r['win'])))
    return list(g.values())
def ll(b, gs):
    tot = 0
    for g in gs:
        u = [sum(bi * xi for bi, xi in zip(b, x)) for x, _ in g]
        m = max(u); z = sum(math.exp(v - m) for v in u)
        tot += sum(w * (u[i] - m - math.log(z)) for i, (_, w) in enumerate(g))
    return tot / len(gs)
def solve(A, y):
    n = len(y); M = [A[i][:] + [y[i]] for i in range(n)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(M[r][c])); M[c], M[p] = M[p], M[c]
        for r in range(n):
            if r != c:
                f = M[r][c] / M[c][c]
                M[r] = [a - f * b for a, b in zip(M[r], M[c])]
    return [M[i][n] / M[i][i] for i in range(n)]
def fit(gs, k=3):
    b = [0.0] * k
    for it in range(30):
        g = [0.0] * k; H = [[1e-6 * (i == j) for j in range(k)] for i in range(k)]
        for grp in gs:
            u = [sum(bi * xi for bi, xi in zip(b, x[:k])) for x, _ in grp]
            m = max(u); e = [math.exp(v - m) for v in u]; z = sum(e); p = [v / z for v in e]
            W = sum(w for _, w in grp)
            xbar = [sum(p[i] * grp[i][0][j] for i in range(len(grp))) for j in range(k)]
            for i, (x, w) in enumerate(grp):
                for j in range(k):
                    g[j] += w * (x[j] - xbar[j])
            for i, (x, _) in enumerate(grp):
                d = [x[j] - xbar[j] for j in range(k)]
                for a in range(k):
                    for c in range(k):
                        H[a][c] += W * p[i] * d[a] * d[c]
        step = solve(H, g)
        b = [bi + s for bi, s in zip(b, step)]
        if max(abs(s) for s in step) < 1e-7: break
    se = [math.sqrt(max(solve(H, [1.0 * (i == j) for i in range(k)])[j], 0)) for j in range(k)]
    return b, se
out = []
for rnd in (2, 3):
    gs = groups(rnd)
    b, se = fit(gs)
    base = [0.1, 0.4, 0.0]
    print(f"round {rnd}: {len(gs)} games")
    for n, bi, s in zip(names, b, se):
        print(f"  {n:6s} {bi:+.4f} ± {s:.4f}")
    print(f"  ll fitted {ll(b, gs):.4f}  ll current {ll(base, gs):.4f}  ll money/10 only {ll([0.1,0,0], gs):.4f}  uniform {math.log(1/3):.4f}")
    # as money-equivalents
    print("  in money: " + ", ".join(f"{n} {bi / b[0]:.1f}" for n, bi in zip(names[1:], b[1:])) + f"; spread {1 / b[0]:.1f}")
    out += b
print("EXP_FIT=" + ",".join(f"{v:.5f}" for v in out))
