import { useState, type ComponentProps } from 'react';
import { TextField } from '../../../ui/text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'endAdornment'>;

/** A password input with a Show/Hide toggle (the typed text is easy to check on a small screen). */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      endAdornment={
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-pressed={shown}
          className="rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {shown ? 'Hide' : 'Show'}
          <span className="sr-only"> {props.label.toLowerCase()}</span>
        </button>
      }
    />
  );
}
