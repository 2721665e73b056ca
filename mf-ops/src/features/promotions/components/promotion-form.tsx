// Adds a promotion card or changes one: picture, text, the page of the app it opens, the London days it
// shows from and to (both included), and its place in the order (0 first).
import { addDays, londonToday } from '@callout/contracts/london-time';
import {
  editPromotionInputSchema,
  maxPromotionTextLength,
  newPromotionInputSchema,
  type OpsPromotion,
} from '@callout/contracts/ops-catalogue';
import { useTranslation } from '@callout/i18n/react';
import { TextField } from '@callout/ui/field';
import { useState } from 'react';
import { FormPanel } from '../../../components/form-panel';
import { type ChosenPicture, PictureField } from '../../../components/picture-field';
import { TextAreaField } from '../../../components/text-area-field';
import { invalid } from '../../../lib/form-errors';
import { useFormSave } from '../../../lib/use-form-save';
import { addPromotion, editPromotion } from '../api/promotion-calls';

export function PromotionForm({
  item,
  nextPosition,
  onSaved,
  onCancel,
}: {
  item?: OpsPromotion | undefined;
  /** A new card goes last unless the operator says otherwise. */
  nextPosition: number;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ops');
  const today = londonToday();
  const [text, setText] = useState(item?.Description ?? '');
  const [link, setLink] = useState(item?.Link ?? '/service/location');
  const [starts, setStarts] = useState(item?.Starts ?? today);
  const [ends, setEnds] = useState(item?.Ends ?? addDays(today, 30));
  const [position, setPosition] = useState(String(item?.Position ?? nextPosition));
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const { errors, refusal, saving, save } = useFormSave(
    item ? editPromotionInputSchema : newPromotionInputSchema,
    (values) => (item ? editPromotion(item.ID, values) : addPromotion(values)),
    onSaved,
  );

  return (
    <FormPanel
      title={item ? t('promotions.edit') : t('promotions.new')}
      refusal={refusal}
      saving={saving}
      errors={errors}
      onCancel={onCancel}
      onSubmit={() =>
        void save({
          description: text,
          link,
          starts,
          ends,
          position: position.trim(),
          image: picture?.base64 ?? '',
        })
      }
    >
      <TextAreaField
        label={t('promotions.fields.text')}
        value={text}
        maxLength={maxPromotionTextLength}
        error={errors.description}
        onChange={(event) => setText(event.target.value)}
      />
      <TextField
        label={t('promotions.fields.link')}
        hint={t('promotions.fields.linkHint')}
        value={link}
        status={invalid(errors.link)}
        onChange={(event) => setLink(event.target.value)}
      />
      <div className="ops-form__row">
        <TextField
          label={t('promotions.fields.starts')}
          type="date"
          value={starts}
          status={invalid(errors.starts)}
          onChange={(event) => setStarts(event.target.value)}
        />
        <TextField
          label={t('promotions.fields.ends')}
          type="date"
          value={ends}
          status={invalid(errors.ends)}
          onChange={(event) => setEnds(event.target.value)}
        />
        <TextField
          label={t('promotions.fields.position')}
          hint={t('promotions.fields.positionHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          step={1}
          value={position}
          status={invalid(errors.position)}
          onChange={(event) => setPosition(event.target.value)}
        />
      </div>
      <PictureField
        label={t('promotions.fields.picture')}
        value={picture}
        current={item?.Image}
        error={errors.image}
        onChange={setPicture}
      />
    </FormPanel>
  );
}
