// A choice in the booking flow (category, specific, service): image, name and description as one button.
import type { ReactNode } from 'react';

export function OptionCard({
  name,
  description,
  imgLink,
  onChoose,
  children,
}: {
  name: string;
  description: string;
  imgLink: string;
  onChoose: () => void;
  children?: ReactNode;
}) {
  return (
    <li>
      <button type="button" className="card bk-option" onClick={onChoose}>
        {imgLink ? <img src={imgLink} alt="" loading="lazy" width={96} height={96} /> : null}
        <span className="bk-option__name">{name}</span>
        <span className="bk-option__description">{description}</span>
        {children}
      </button>
    </li>
  );
}
