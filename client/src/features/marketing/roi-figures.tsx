/** The ROI claims shown on the features and pricing pages. */
export const ROI_FIGURES = [
  { value: '340%', label: 'Average ROI' },
  { value: '-60%', label: 'Training cost' },
  { value: '+35%', label: 'Employee retention' },
  { value: '-45%', label: 'Time to competency' },
] as const;

/** The marketing ROI claims as four figure cards (features and pricing pages). */
export function RoiFigures() {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {ROI_FIGURES.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-center shadow-xs"
        >
          <dt className="text-sm text-slate-600">{figure.label}</dt>
          <dd className="order-first text-4xl font-semibold tracking-tight text-brand-700 tabular-nums">
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
