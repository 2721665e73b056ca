// The Edit panel: first name, last name and phone are required; a new photo is optional (2 MB at most).
import type { CustomerUserData } from '@callout/contracts/accounts';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { useState } from 'react';
import { alertMessage } from '../../../lib/dialogs';
import { updateCustomerProfileInputSchema, updateProfile } from '../api/update-profile';
import { usePhotoFile } from '../hooks/use-photo-file';

type Field = 'firstname' | 'lastname' | 'phone';
const messageKeys = {
  firstname: 'profile.firstNameRequired',
  lastname: 'profile.lastNameRequired',
  phone: 'profile.phoneInvalid',
} as const;

export function ProfileEditForm({ user, onSaved }: { user: CustomerUserData; onSaved: () => void }) {
  const { t } = useTranslation('booking');
  const [values, setValues] = useState({
    firstname: user.FirstName ?? '',
    lastname: user.Lastname ?? '',
    phone: user.Phone ?? '',
  });
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [saving, setSaving] = useState(false);
  const photo = usePhotoFile();

  const status = (field: Field) =>
    invalid.has(field) ? { tone: 'invalid' as const, message: t(messageKeys[field]) } : null;
  const bind = (field: Field) => ({
    value: values[field],
    status: status(field),
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
  });

  const save = async () => {
    const input = { ...values, image: photo.photo?.base64 };
    const parsed = updateCustomerProfileInputSchema.safeParse(input);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => issue.path[0] as Field)));
      return;
    }
    setInvalid(new Set());
    setSaving(true);
    try {
      const reply = await updateProfile(parsed.data);
      alertMessage(reply.message);
      if (reply.success) {
        photo.reset();
        onSaved();
      }
    } catch (error) {
      // The spec: a network failure only stops the spinner; what was typed stays.
      console.error('Profile update failed', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="bk-edit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField label={t('profile.firstName')} autoComplete="given-name" required {...bind('firstname')} />
      <TextField label={t('profile.lastName')} autoComplete="family-name" required {...bind('lastname')} />
      <TextField label={t('profile.phone')} type="tel" autoComplete="tel" required {...bind('phone')} />
      <TextField
        label={t('profile.photo')}
        hint={t('profile.photoHint')}
        type="file"
        accept="image/*"
        onChange={(e) => void photo.onChange(e)}
      />
      {photo.photo ? (
        <img
          className="bk-avatar"
          src={photo.photo.preview}
          alt={t('profile.newPhoto')}
          width={64}
          height={64}
        />
      ) : null}
      <Button type="submit" loading={saving}>
        {t('profile.save')}
      </Button>
    </form>
  );
}
