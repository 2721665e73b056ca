// Adds a specific to a category or changes one's description and picture (its name, like a category's,
// is copied into orders and stays). NONE is the specific of a category with no choice to make.
import {
  editSpecificInputSchema,
  maxCatalogueDescriptionLength,
  maxCatalogueNameLength,
  newSpecificInputSchema,
  type OpsSpecific,
} from '@callout/contracts/ops-catalogue';
import { useTranslation } from '@callout/i18n/react';
import { TextField } from '@callout/ui/field';
import { useState } from 'react';
import { FormPanel } from '../../../components/form-panel';
import { type ChosenPicture, PictureField } from '../../../components/picture-field';
import { TextAreaField } from '../../../components/text-area-field';
import { invalid } from '../../../lib/form-errors';
import { useFormSave } from '../../../lib/use-form-save';
import { addSpecific, editSpecific } from '../api/catalogue-calls';

export function SpecificForm({
  category,
  item,
  onSaved,
  onCancel,
}: {
  category: string;
  item?: OpsSpecific | undefined;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ops');
  const [name, setName] = useState(item?.Specifics ?? '');
  const [description, setDescription] = useState(item?.Description ?? '');
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const { errors, refusal, saving, save } = useFormSave(
    item ? editSpecificInputSchema : newSpecificInputSchema,
    item ? editSpecific : addSpecific,
    onSaved,
  );

  return (
    <FormPanel
      title={
        item
          ? t('catalogue.editSpecific', { name: item.Specifics, category })
          : t('catalogue.newSpecific', { category })
      }
      refusal={refusal}
      saving={saving}
      errors={errors}
      onCancel={onCancel}
      onSubmit={() =>
        void save({
          category,
          specific: name,
          description,
          image: picture?.base64 ?? '',
          imageVariants: picture?.variants ?? '',
        })
      }
    >
      {item ? null : (
        <TextField
          label={t('catalogue.fields.specificName')}
          value={name}
          maxLength={maxCatalogueNameLength}
          hint={t('catalogue.fields.nameHint')}
          status={invalid(errors.specific)}
          onChange={(event) => setName(event.target.value)}
        />
      )}
      <TextAreaField
        label={t('catalogue.fields.description')}
        value={description}
        maxLength={maxCatalogueDescriptionLength}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <PictureField
        label={t('catalogue.fields.picture')}
        value={picture}
        current={item?.imgLink}
        error={errors.image ?? errors.imageVariants}
        onChange={setPicture}
        withCopies
      />
    </FormPanel>
  );
}
