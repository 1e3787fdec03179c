/**
 * One of the village's photos (the front page's, the logo): the current one or the chosen file, to
 * replace or remove; saving does it. The hero's preview also takes its focus: a click on the photo sets
 * the point that stays in view when a screen crops it (the number fields beside it do the same by keyboard).
 */
import { useId, useMemo, type MouseEvent } from 'react';
import { SMALL_IMAGE_WIDTH } from '@shared/constants';
import { resizedPath } from '@shared/image-url';
import { messages } from '@shared/messages';
import type { VillageImage } from '@shared/village';
import { BUTTON } from '@client/components/admin/fields';
import { useObjectUrls } from '@client/components/admin/image-picker';
import { KEEP_PHOTO, type PhotoState } from './settings-values';

interface Focus {
  x: number;
  y: number;
  onPick: (x: number, y: number) => void;
}

interface Props {
  label: string;
  hint: string;
  empty: string;
  current: VillageImage | null;
  state: PhotoState;
  onChange: (next: PhotoState) => void;
  focus?: Focus;
}

const percentOf = (offset: number, size: number) => Math.min(100, Math.max(0, Math.round((offset / size) * 100)));

export function PhotoField({ label, hint, empty, current, state, onChange, focus }: Props) {
  const inputId = useId();
  const hintId = useId();
  const chosenFile = state.change === 'replace' ? state.file : null;
  const [chosen] = useObjectUrls(useMemo(() => (chosenFile ? [chosenFile] : []), [chosenFile]));
  const shown = chosen ?? (state.change === 'keep' && current ? resizedPath(current.dir, SMALL_IMAGE_WIDTH) : null);

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!focus) return;
    const box = event.currentTarget.getBoundingClientRect();
    focus.onPick(percentOf(event.clientX - box.left, box.width), percentOf(event.clientY - box.top, box.height));
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      {shown ? (
        focus ? (
          <button type="button" onClick={pick} aria-label={messages.settingsHeroPreview} className="relative block w-full max-w-md overflow-hidden rounded-md border border-slate-300">
            <img src={shown} alt="" className="block w-full" />
            <span
              aria-hidden="true"
              className="absolute h-6 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white shadow ring-2 ring-red-600"
              style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
            />
          </button>
        ) : (
          <img src={shown} alt="" className="h-16 w-auto rounded border border-slate-300 bg-white p-1" />
        )
      ) : (
        <p className="text-sm text-slate-700">{empty}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className={BUTTON.secondary}>
          {messages.settingsPhotoChoose}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            if (file) onChange({ change: 'replace', file });
          }}
        />
        {current && state.change === 'keep' ? (
          <button type="button" className={BUTTON.danger} onClick={() => onChange({ change: 'remove', file: null })}>
            {messages.settingsPhotoRemove}
          </button>
        ) : null}
        {state.change !== 'keep' ? (
          <button type="button" className={BUTTON.smallOutline} onClick={() => onChange(KEEP_PHOTO)}>
            {messages.settingsPhotoUndo}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
