/**
 * A form checked by its schema (useForm) before anything is sent: submitting it, by Enter or its button,
 * validates, and only valid input reaches `onValid`; a failed check shows in the form's FormAlert. The
 * browser's own checks are off, so every sentence is the shared schema's (SPEC.md §5).
 */
import type { ComponentProps } from 'react';

interface Validated<Out> {
  validate: () => Out | null;
}

export function ValidatedForm<Out>({ form, onValid, ...props }: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & { form: Validated<Out>; onValid: (input: Out) => void }) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = form.validate();
        if (input) onValid(input);
      }}
    />
  );
}
