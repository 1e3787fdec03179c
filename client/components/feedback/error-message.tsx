/** A load failure shown centred in red in place of the page (SPEC.md §8). */
export function ErrorMessage({ text }: { text: string }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-2xl items-center justify-center px-4 py-16">
      <p role="alert" className="text-center text-lg font-semibold text-red-700">
        {text}
      </p>
    </div>
  );
}
