/** The caption and column headings every admin table starts with. */
export function TableHead({ caption, headers }: { caption: string; headers: readonly string[] }) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-100 text-slate-800">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="px-3 py-2">
              {header}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
