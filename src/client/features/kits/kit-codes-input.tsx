// The kit codes a checkout takes or a return gives back, read as the count session reads them: typed,
// sent by a keyboard-wedge scanner (a burst of keys and Enter into the field) or from the camera.
import { useCallback, useId, useRef, type KeyboardEvent } from 'react';
import { kitCodeFromScan } from '@contract/kit-custody';
import '@client/i18n/en/kits';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { CameraScanner } from './camera-scanner';

interface KitCodesInputProps {
  codes: readonly string[];
  onChange: (codes: string[]) => void;
  label: string;
  error?: string;
  /** Whether the codes chosen are listed under the field (a screen that lists them itself says false). */
  listed?: boolean;
}

export function KitCodesInput({ codes, onChange, label, error, listed = true }: KitCodesInputProps) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The latest list for the camera's callback, which outlives a render.
  const latest = useRef(codes);
  latest.current = codes;
  const add = useCallback(
    (text: string) => {
      const code = kitCodeFromScan(text);
      // A code read twice (a camera still on the label, a double Enter) is one kit.
      if (code && !latest.current.includes(code)) onChange([...latest.current, code]);
    },
    [onChange],
  );
  const addTyped = () => {
    const field = input.current;
    if (!field) return;
    add(field.value);
    field.value = '';
  };
  // Enter adds the code instead of submitting the form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addTyped();
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          ref={input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onKeyDown={onKeyDown}
          className="block h-control w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 font-mono text-base text-slate-900 uppercase shadow-xs focus:outline-2 focus:-outline-offset-1 focus:outline-primary-600"
        />
        <Button type="button" variant="secondary" onClick={addTyped}>
          {t('kits.session.add')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        {t('kits.session.scanHint')}
      </p>
      <CameraScanner onCode={add} />
      {listed && codes.length > 0 && (
        <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
          {codes.map((code) => (
            <li
              key={code}
              className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-1 ps-3 pe-1 font-mono text-sm text-slate-900"
            >
              {code}
              <button
                type="button"
                onClick={() => onChange(latest.current.filter((other) => other !== code))}
                aria-label={t('kits.codes.remove', { code })}
                className="grid size-8 place-items-center rounded-full text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
