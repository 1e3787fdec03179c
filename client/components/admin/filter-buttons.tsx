/** A row of toggle buttons (the attraction and map category filters). */
export function FilterButtons<K extends string>(props: { label: string; options: readonly { value: K; label: string }[]; value: K; onChange: (value: K) => void }) {
  return (
    <div role="group" aria-label={props.label} className="flex flex-wrap gap-2">
      {props.options.map((option) => {
        const pressed = option.value === props.value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => props.onChange(option.value)}
            className={`rounded-full border px-3 py-1 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${
              pressed ? 'border-emerald-800 bg-emerald-800 text-white' : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-100'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
