// Adds a category or changes one's description and picture. Its name is the key orders copy, so an
// existing category keeps it (hide it and add another to rename).
import {
  editCategoryInputSchema,
  maxCatalogueDescriptionLength,
  maxCatalogueNameLength,
  newCategoryInputSchema,
  type OpsCategory,
} from '@callout/contracts/ops-catalogue';
import { useTranslation } from '@callout/i18n/react';
import { TextField } from '@callout/ui/field';
import { useState } from 'react';
import { FormPanel } from '../../../components/form-panel';
import { type ChosenPicture, PictureField } from '../../../components/picture-field';
import { TextAreaField } from '../../../components/text-area-field';
import { invalid } from '../../../lib/form-errors';
import { useFormSave } from '../../../lib/use-form-save';
import { addCategory, editCategory } from '../api/catalogue-calls';

export function CategoryForm({
  item,
  onSaved,
  onCancel,
}: {
  item?: OpsCategory | undefined;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ops');
  const [name, setName] = useState(item?.Category ?? '');
  const [description, setDescription] = useState(item?.Description ?? '');
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const { errors, refusal, saving, save } = useFormSave(
    item ? editCategoryInputSchema : newCategoryInputSchema,
    item ? editCategory : addCategory,
    onSaved,
  );

  return (
    <FormPanel
      title={item ? t('catalogue.editCategory', { name: item.Category }) : t('catalogue.newCategory')}
      refusal={refusal}
      saving={saving}
      errors={errors}
      onCancel={onCancel}
      onSubmit={() =>
        void save({
          category: name,
          description,
          image: picture?.base64 ?? '',
          imageVariants: picture?.variants ?? '',
        })
      }
    >
      {item ? null : (
        <TextField
          label={t('catalogue.fields.categoryName')}
          value={name}
          maxLength={maxCatalogueNameLength}
          hint={t('catalogue.fields.nameHint')}
          status={invalid(errors.category)}
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
