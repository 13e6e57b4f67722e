-- helper-134: M2's order of the N coordinates (monomial p^e in component k) of R^nc, descending (leading first)
args = scriptCommandLine; gfile = args#1; ofile = args#2;
kk = ZZ/1048571; R = kk[p1,p2,p3];
load gfile;
nc = binomial(nn+2,2); N = #pexp;
Mon = map(R^nc, R^N, apply(N, t -> (cind#t, t) => R_(pexp#t)));
perm = sortColumns(Mon, MonomialOrder => Descending);
-- check: leadTerm of a column sum picks the first in perm
v = Mon * transpose matrix{apply(N, t -> 1_R)};
assert(leadTerm v == Mon_{perm#0});
ofile << toString perm << endl << close;
