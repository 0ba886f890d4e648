-- Rate limits kept in the database (DESIGN.md: the server is stateless, so every instance counts
-- against the same rows). One row per key and fixed window: the hits counted since window_start.
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index rate_limits_window_idx on rate_limits (window_start);
