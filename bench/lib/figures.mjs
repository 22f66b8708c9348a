/**
 * The figures the performance targets name, collected from every scenario into one table that `run.mjs` prints
 * and writes to bench/README.md: what was measured, its target, and the baseline measured in the same run
 * (the bare server, pgbench, the same store with PostgreSQL...). Nothing is asserted: `met` is printed only.
 *
 * `target`: `{ atLeast }` or `{ atMost }` (or `{ equals }`), compared with `value`, or none for a figure that is only
 * printed; `shown` is how the value reads.
 */
export function addFigure(results, { item, name, value, shown, unit = '', target, baseline = '' }) {
  if (!target) {
    results.figures.push({
      item,
      name,
      value,
      shown: shown ?? `${value}${unit}`,
      target: '(printed)',
      baseline,
      met: null,
    });
    return;
  }
  const met =
    value === undefined || value === null || Number.isNaN(value)
      ? undefined
      : target.atLeast !== undefined
        ? value >= target.atLeast
        : target.atMost !== undefined
          ? value <= target.atMost
          : value === target.equals;
  const goal =
    target.atLeast !== undefined
      ? `>= ${target.atLeast}`
      : target.atMost !== undefined
        ? `<= ${target.atMost}`
        : `= ${target.equals}`;
  results.figures.push({
    item,
    name,
    value,
    shown: shown ?? (value === undefined ? 'n/a' : `${value}${unit}`),
    target: `${goal}${unit}`,
    baseline,
    met,
  });
}

const verdict = (met) => (met === null ? '-' : met === undefined ? '?' : met ? 'yes' : 'NO');

/** The figures as an aligned text table for the terminal. */
export function figuresText(figures) {
  const rows = [
    ['item', 'figure', 'measured', 'target', 'met', 'baseline (same run)'],
    ...figures.map((f) => [f.item, f.name, f.shown, f.target, verdict(f.met), f.baseline]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The figures as a Markdown table. */
export function figuresMarkdown(figures) {
  const escape = (cell) => String(cell).replaceAll('|', '\\|');
  return [
    '| item | figure | measured | target | met | baseline (same run) |',
    '|---|---|---|---|---|---|',
    ...figures.map(
      (f) => `| ${[f.item, f.name, f.shown, f.target, verdict(f.met), f.baseline].map(escape).join(' | ')} |`,
    ),
  ].join('\n');
}
