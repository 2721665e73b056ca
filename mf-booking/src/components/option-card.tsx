// A choice in the booking flow (category, specific, service): image, name and description as one button.

import { pictureSize, pictureSources } from '@callout/ui/picture';
import type { ReactNode } from 'react';

/** How many options a phone shows before the fold: their pictures load at once, the rest when scrolled to. */
export const eagerOptions = 4;

export function OptionCard({
  name,
  description,
  imgLink,
  onChoose,
  eager = false,
  children,
}: {
  name: string;
  description: string;
  imgLink: string;
  onChoose: () => void;
  /** Above the fold: not lazy. */
  eager?: boolean;
  children?: ReactNode;
}) {
  return (
    <li>
      <button type="button" className="card bk-option" onClick={onChoose}>
        {imgLink ? (
          <img
            {...pictureSources(imgLink, '96px')}
            {...pictureSize(imgLink, 96)}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <span className="bk-option__name">{name}</span>
        <span className="bk-option__description">{description}</span>
        {children}
      </button>
    </li>
  );
}
