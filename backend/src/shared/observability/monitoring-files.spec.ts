import { readFileSync } from 'node:fs';
import type { MikroORM } from '@mikro-orm/postgresql';
import { parse } from 'yaml';
import { systemClock } from '../domain/clock.js';
import { AppMetrics } from './app-metrics.js';

const read = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');

interface AlertRule {
  alert: string;
  expr: string;
  for: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
}

const alerts = parse(read('docker/prometheus/alerts.yml')) as { groups: { name: string; rules: AlertRule[] }[] };
const rules = alerts.groups.flatMap((g) => g.rules);
const dashboard = JSON.parse(read('docker/grafana/ticketsetu-dashboard.json')) as {
  uid: string;
  panels: { type: string; title: string; datasource?: { uid: string }; targets?: { expr: string }[] }[];
};
const dashboardQueries = dashboard.panels.flatMap((p) =>
  (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })),
);

// Constructing the metrics reads neither the database nor the clock: only their names are wanted here.
const exposed = new Set(new AppMetrics({} as MikroORM, systemClock).metricNames());

const FUNCTIONS = new Set(['sum', 'max', 'min', 'avg', 'count', 'rate', 'increase', 'histogram_quantile', 'abs']);
const KEYWORDS = new Set(['by', 'without', 'ignoring', 'on', 'and', 'or', 'unless', 'le', 'bool']);

/** The metric names a PromQL expression reads (a histogram's _bucket/_count/_sum are its own name). */
function metricsIn(expr: string): string[] {
  const withoutStrings = expr.replace(/"[^"]*"/g, '""');
  const names = [...withoutStrings.replace(/\{[^}]*\}/g, '').matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)]
    .map((m) => m[1]!)
    .filter((name) => !KEYWORDS.has(name) && !FUNCTIONS.has(name) && !/^\d/.test(name) && !/^\d+[smhd]$/.test(name));
  // Labels named in `by (...)` / `ignoring (...)` are not metrics.
  const grouped = [...withoutStrings.matchAll(/\b(?:by|without|ignoring|on)\s*\(([^)]*)\)/g)].flatMap((m) =>
    m[1]!.split(',').map((label) => label.trim()),
  );
  return names
    .filter((name) => !grouped.includes(name))
    .map((name) => name.replace(/_(bucket|count|sum)$/, (s) => (exposed.has(name) ? s : '')));
}

/** Cheap PromQL sanity: balanced brackets, known functions, well-formed matchers and ranges. */
function promqlProblems(expr: string): string[] {
  const problems: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: string[] = [];
  for (const char of expr.replace(/"[^"]*"/g, '""')) {
    if ('([{'.includes(char)) stack.push(char);
    else if (char in pairs && stack.pop() !== pairs[char]) problems.push(`unbalanced ${char}`);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join('')}`);
  for (const [, fn] of expr.matchAll(/\b([a-z_]+)\s*\(/g)) {
    if (!FUNCTIONS.has(fn!) && !KEYWORDS.has(fn!)) problems.push(`unknown function ${fn}`);
  }
  for (const [, matchers] of expr.matchAll(/\{([^}]*)\}/g)) {
    if (!/^\s*[a-z_]+\s*(=|!=|=~|!~)\s*"[^"]*"(\s*,\s*[a-z_]+\s*(=|!=|=~|!~)\s*"[^"]*")*\s*$/.test(matchers!)) {
      problems.push(`bad matchers {${matchers}}`);
    }
  }
  for (const [, range] of expr.matchAll(/\[([^\]]*)\]/g)) {
    if (!/^\d+[smhd]$/.test(range!)) problems.push(`bad range [${range}]`);
  }
  return problems;
}

describe('docker/prometheus/alerts.yml', () => {
  it('has exactly the alerts the runbooks name, each with a duration, a severity, a summary and its runbook', () => {
    expect(rules.map((r) => r.alert).sort()).toEqual(
      [
        'TicketSetuBreakerOpen',
        'TicketSetuHigh5xxRate',
        'TicketSetuHighP99Latency',
        'TicketSetuLedgerImbalance',
        'TicketSetuOutboxLag',
      ].sort(),
    );
    const operations = read('docs/operations.md');
    for (const rule of rules) {
      expect({ alert: rule.alert, for: rule.for }).toEqual({
        alert: rule.alert,
        for: expect.stringMatching(/^\d+[smh]$/),
      });
      expect(['page', 'warning']).toContain(rule.labels.severity);
      expect(rule.annotations.summary).toEqual(expect.any(String));
      expect(rule.annotations.runbook).toBe(`docs/operations.md#${rule.alert.toLowerCase()}`);
      expect(operations).toContain(`### ${rule.alert}\n`);
    }
  });

  it('is sane PromQL reading only metrics the app exposes', () => {
    for (const { alert, expr } of rules) {
      expect({ alert, problems: promqlProblems(expr) }).toEqual({ alert, problems: [] });
      const missing = metricsIn(expr).filter((name) => !exposed.has(name));
      expect({ alert, missing }).toEqual({ alert, missing: [] });
      expect(metricsIn(expr).length).toBeGreaterThan(0);
    }
  });
});

describe('docker/grafana/ticketsetu-dashboard.json', () => {
  it('queries Prometheus with sane PromQL over metrics the app exposes', () => {
    expect(dashboardQueries.length).toBeGreaterThanOrEqual(14);
    for (const { panel, expr } of dashboardQueries) {
      expect({ panel, problems: promqlProblems(expr) }).toEqual({ panel, problems: [] });
      const missing = metricsIn(expr).filter((name) => !exposed.has(name));
      expect({ panel, missing }).toEqual({ panel, missing: [] });
    }
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row'))
      expect(panel.datasource?.uid).toBe('prometheus');
  });

  it('shows every metric the alerts read', () => {
    const shown = new Set(dashboardQueries.flatMap(({ expr }) => metricsIn(expr)));
    for (const { expr } of rules) for (const name of metricsIn(expr)) expect(shown).toContain(name);
  });
});

describe('docker/prometheus/prometheus.yml and the runbooks', () => {
  it('scrapes /metrics and loads the alert rules', () => {
    const config = parse(read('docker/prometheus/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: { job_name: string; metrics_path: string; static_configs: { targets: string[] }[] }[];
    };
    expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    expect(config.scrape_configs).toEqual([
      expect.objectContaining({ job_name: 'ticketsetu', metrics_path: '/metrics' }),
    ]);
  });

  it('docs/operations.md names only metrics the app exposes', () => {
    const named = [...read('docs/operations.md').matchAll(/\bticketsetu_[a-z0-9_]+/g)].map((m) => m[0]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.map((name) => name.replace(/_(bucket|count|sum)$/, '')).filter((name) => !exposed.has(name))).toEqual(
      [],
    );
  });
});
