// A UK postcode input with place suggestions (ARIA 1.2 combobox): arrows move through the list, Enter
// picks, Escape closes. Only a picked place counts; typing again forgets it.

import { useTranslation } from '@callout/i18n/react';
import { type KeyboardEvent, useId, useState } from 'react';
import type { PostcodePlace } from '../../../api/search-postcodes';
import { usePostcodeSuggestions } from '../hooks/use-postcode-suggestions';

/** What the booking keeps of a place: its postcode and address (and its town, to pre-fill the lines). */
export type PickedPlace = Pick<PostcodePlace, 'postcode' | 'address' | 'region'>;

const describe = (place: PickedPlace) => `${place.postcode}, ${place.address}`;

export function PostcodeCombobox({
  picked,
  onPick,
}: {
  picked: PickedPlace | null;
  onPick: (place: PickedPlace | null) => void;
}) {
  const { t } = useTranslation('booking');
  const id = useId();
  const [text, setText] = useState(() => (picked ? describe(picked) : ''));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePostcodeSuggestions(picked ? '' : text);
  const places = suggestions.data ?? [];
  const expanded = open && places.length > 0;
  const invalid =
    !picked && text.trim().length > 0 && !suggestions.pending && suggestions.status !== 'loading';

  const pick = (place: PostcodePlace) => {
    setText(describe(place));
    setOpen(false);
    setActive(-1);
    onPick(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (places.length ? (index + step + places.length) % places.length : -1));
    } else if (event.key === 'Enter' && expanded && places[active]) {
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="field bk-combobox">
      <label className="field__label" htmlFor={`${id}-input`}>
        {t('location.postcode')}
      </label>
      <input
        id={`${id}-input`}
        className="field__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (picked) onPick(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        className="bk-combobox__list"
        hidden={!expanded}
        aria-label={t('location.suggestions')}
      >
        {places.map((place, index) => (
          // Options are picked with the mouse here; the keyboard uses the input's arrow keys and Enter.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handling lives on the combobox input.
          <div
            key={`${place.postcode}-${place.address}`}
            id={`${id}-option-${index}`}
            role="option"
            // Focus stays in the input (aria-activedescendant); -1 only lets a click focus the option.
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
          >
            <strong>{place.postcode}</strong> {place.address}
          </div>
        ))}
      </div>
      <p id={`${id}-status`} className={invalid ? 'field__status field__status--invalid' : 'field__hint'}>
        {invalid ? t('location.invalidPostcode') : t('location.hint')}
      </p>
    </div>
  );
}
