/** One figure a check measured, against its budget, and the Markdown table the checks print. */
export interface BudgetRow {
  readonly name: string;
  readonly measured: number;
  readonly budget: number;
  readonly unit: string;
  /** 'max': the figure must not exceed the budget (sizes, times); 'min': must reach it (scores). */
  readonly kind: 'max' | 'min';
  /** Decimals to print; 1 unless told. */
  readonly decimals?: number;
}

export function withinBudget(row: BudgetRow): boolean {
  return row.kind === 'max' ? row.measured <= row.budget : row.measured >= row.budget;
}

/** The names of the rows over budget. A figure that couldn't be measured (NaN) is over budget. */
export function budgetFailures(rows: readonly BudgetRow[]): string[] {
  return rows.filter((row) => !withinBudget(row)).map((row) => row.name);
}

function withUnit(value: number, row: BudgetRow): string {
  const text = value.toFixed(row.decimals ?? 1);
  return row.unit === '' ? text : `${text} ${row.unit}`;
}

/** A Markdown table: figure, measured value, and the budget with ≤/≥ when met and >/< when not. */
export function formatBudgetTable(rows: readonly BudgetRow[]): string {
  const lines = ['| Figure | Measured | Budget |', '|---|---:|---:|'];
  for (const row of rows) {
    const ok = withinBudget(row);
    const sign = row.kind === 'max' ? (ok ? '≤' : '>') : ok ? '≥' : '<';
    lines.push(
      `| ${row.name} | ${withUnit(row.measured, row)} | ${sign} ${withUnit(row.budget, {...row, decimals: 0})} |`,
    );
  }
  return lines.join('\n');
}
