// A catalogue choice (category or specific) as one large button: image, name and description.
import { pictureSize } from '@callout/ui/picture';

export function OptionCard({
  name,
  description,
  imgLink,
  onChoose,
}: {
  name: string;
  description: string;
  imgLink: string | null;
  onChoose: () => void;
}) {
  return (
    <li>
      <button type="button" className="card pv-option" onClick={onChoose}>
        {imgLink ? <img src={imgLink} alt="" {...pictureSize(imgLink, 56)} loading="lazy" /> : null}
        <span className="pv-row__title">{name}</span>
        <span className="pv-meta">{description}</span>
      </button>
    </li>
  );
}
