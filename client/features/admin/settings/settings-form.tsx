/**
 * "Pengaturan Desa" (admins only): the village's texts (the visitors' prose also in English, each optional:
 * the English pages show the Indonesian text where there is none), contacts, links, photos and map, saved
 * together over the version the screen loaded (another admin's save in between is refused with who and
 * when, and the form keeps what was typed, English too). Every invalid field is marked at once with its own
 * sentence, and the first is focused. The public pages show a save at once: it drops every instance's page
 * cache (server/modules/settings).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ChangeEvent, type ComponentType } from 'react';
import { message, messages } from '@shared/messages';
import type { VillageSettingsView } from '@shared/schemas/village-settings';
import { parseLocation, type Coordinates } from '@shared/format';
import { fieldErrorId, focusFirst } from '@client/lib/form';
import { domainKey } from '@client/lib/queries';
import { toast } from '@client/lib/toast';
import { trpcClient } from '@client/lib/trpc';
import { shrinkPhoto } from '@client/lib/shrink-photo';
import { progressContext } from '@client/lib/upload-link';
import { replaceVillageSettings } from '@client/lib/village';
import { BUTTON, FormGrid, TextArea, TextField } from '@client/components/admin/fields';
import { FormAlert } from '@client/components/admin/form-alert';
import { UploadProgress, type UploadStage } from '@client/components/admin/upload-progress';
import { PhotoField } from './photo-field';
import { checkSettings, KEEP_PHOTO, SETTINGS_FIELDS, settingsForm, valuesOf, type PhotoState, type SettingsErrors, type SettingsField, type SettingsValues } from './settings-values';

const FORM_ID = 'pengaturan';

/** "Slogan (Inggris)": an English version's label. */
const english = (label: string) => message('adminEnglishLabel', { label });

async function shrunk(photo: PhotoState): Promise<PhotoState> {
  return photo.change === 'replace' && photo.file ? { ...photo, file: await shrinkPhoto(photo.file) } : photo;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
      <legend className="px-1 text-lg font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The records' map picker, which the route hands in (features don't import one another). */
type MapPickerComponent = ComponentType<{ value: Coordinates | null; onPick: (point: Coordinates) => void }>;

export function SettingsForm({ loaded, MapPicker }: { loaded: VillageSettingsView; MapPicker: MapPickerComponent }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(loaded.settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [hero, setHero] = useState<PhotoState>(KEEP_PHOTO);
  const [logo, setLogo] = useState<PhotoState>(KEEP_PHOTO);
  const [progress, setProgress] = useState<UploadStage | null>(null);

  const save = useMutation({
    mutationFn: (form: FormData) => trpcClient.settings.save.mutate(form, { context: progressContext(setProgress) }),
    onSuccess: async (saved) => {
      toast.success(saved.message);
      replaceVillageSettings(saved.settings);
      await queryClient.invalidateQueries({ queryKey: domainKey('settings') });
    },
    onError: (error) => {
      setAlert(error.message);
      toast.error(messages.settingsSaveFailed);
    },
    onSettled: () => setProgress(null),
  });

  const set = (field: SettingsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fieldId = (name: SettingsField) => `${FORM_ID}-${name}`;
  /** An input's props: its value, and its own sentence (shown and linked by the field) when it is invalid. */
  const field = (name: SettingsField) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
    error: errors[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? fieldErrorId(fieldId(name)) : undefined,
  });
  const text = (name: SettingsField, label: string, options: { hint?: string; required?: boolean; type?: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url' } = {}) => (
    <TextField {...field(name)} label={label} required={options.required} hint={options.hint} type={options.type ?? 'text'} inputMode={options.inputMode} />
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkSettings(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setAlert(messages.settingsFormInvalid);
      focusFirst(SETTINGS_FIELDS.filter((name) => checked.errors[name]).map(fieldId));
      return;
    }
    setAlert(null);
    void (async () => {
      // Photos shrink on the phone before they travel, as a record's do (lib/shrink-photo.ts).
      if (hero.change === 'replace' || logo.change === 'replace') setProgress('preparing');
      const heroPhoto = await shrunk(hero);
      const logoPhoto = await shrunk(logo);
      setProgress(0);
      save.mutate(settingsForm(loaded.version, checked.data, { hero: heroPhoto, logo: logoPhoto }));
    })();
  };

  const point = parseLocation(`${values.latitude},${values.longitude}`);

  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="max-w-4xl space-y-6" aria-describedby={`${FORM_ID}-alert`}>
      <p className="text-slate-700">{messages.settingsIntro}</p>
      <Section title={messages.settingsSectionIdentity}>
        <FormGrid>
          {text('name', messages.settingsFieldName, { required: true })}
          {text('title', messages.settingsFieldTitle, { required: true })}
        </FormGrid>
        {text('tagline', messages.settingsFieldTagline, { required: true })}
        <TextArea {...field('description')} label={messages.settingsFieldDescription} hint={messages.settingsFieldDescriptionHint} required rows={3} />
        <div className="grid gap-4 md:grid-cols-3">
          {text('district', messages.settingsFieldDistrict, { required: true })}
          {text('regency', messages.settingsFieldRegency, { required: true })}
          {text('province', messages.settingsFieldProvince, { required: true })}
        </div>
      </Section>
      <Section title={messages.settingsSectionAbout}>
        <TextArea {...field('about')} label={messages.settingsFieldAbout} hint={messages.settingsFieldAboutHint} required rows={12} />
      </Section>
      <Section title={messages.adminEnglishSection}>
        <p className="text-sm text-slate-700">{messages.adminEnglishHint}</p>
        <TextField {...field('taglineEn')} lang="en" label={english(messages.settingsFieldTagline)} />
        <TextArea {...field('descriptionEn')} lang="en" label={english(messages.settingsFieldDescription)} rows={3} />
        <TextArea {...field('aboutEn')} lang="en" label={english(messages.settingsFieldAbout)} hint={messages.settingsFieldAboutHint} rows={12} />
      </Section>
      <Section title={messages.settingsSectionContact}>
        {text('whatsApp', messages.settingsFieldWhatsApp, { required: true, hint: messages.settingsFieldWhatsAppHint, type: 'tel', inputMode: 'tel' })}
        <FormGrid>
          {text('phone', messages.settingsFieldPhone, { type: 'tel', inputMode: 'tel' })}
          {text('email', messages.settingsFieldEmail, { type: 'email', inputMode: 'email' })}
        </FormGrid>
      </Section>
      <Section title={messages.settingsSectionLinks}>
        <FormGrid>
          {text('instagram', messages.settingsFieldInstagram, { type: 'url', inputMode: 'url' })}
          {text('facebook', messages.settingsFieldFacebook, { type: 'url', inputMode: 'url' })}
          {text('youtube', messages.settingsFieldYoutube, { type: 'url', inputMode: 'url' })}
          {text('tiktok', messages.settingsFieldTiktok, { type: 'url', inputMode: 'url' })}
        </FormGrid>
        {text('infoDesaUrl', messages.settingsFieldInfoDesa, { type: 'url', inputMode: 'url' })}
      </Section>
      <Section title={messages.settingsSectionPhotos}>
        <PhotoField
          label={messages.settingsFieldHero}
          hint={messages.settingsFieldHeroHint}
          empty={messages.settingsPhotoNone}
          current={loaded.settings.hero}
          state={hero}
          onChange={setHero}
          focus={{
            x: Number(values.focusX) || 0,
            y: Number(values.focusY) || 0,
            onPick: (x, y) => {
              set('focusX', String(x));
              set('focusY', String(y));
            },
          }}
        />
        <FormGrid>
          {text('focusX', messages.settingsFocusX, { type: 'number', inputMode: 'numeric' })}
          {text('focusY', messages.settingsFocusY, { type: 'number', inputMode: 'numeric' })}
        </FormGrid>
        <PhotoField label={messages.settingsFieldLogo} hint={messages.settingsFieldLogoHint} empty={messages.settingsLogoNone} current={loaded.settings.logo} state={logo} onChange={setLogo} />
      </Section>
      <Section title={messages.settingsSectionMap}>
        <p className="text-sm text-slate-700">{messages.settingsFieldMapHint}</p>
        <Suspense fallback={null}>
          <MapPicker
            value={point}
            onPick={(picked) => {
              set('latitude', String(picked.latitude));
              set('longitude', String(picked.longitude));
            }}
          />
        </Suspense>
        <div className="grid gap-4 md:grid-cols-3">
          {text('latitude', messages.adminFieldLatitude, { inputMode: 'decimal' })}
          {text('longitude', messages.adminFieldLongitude, { inputMode: 'decimal' })}
          {text('zoom', messages.settingsFieldZoom, { type: 'number', inputMode: 'numeric' })}
        </div>
      </Section>
      <FormAlert id={`${FORM_ID}-alert`} error={alert} />
      <UploadProgress stage={progress} />
      <button type="submit" className={BUTTON.primary} disabled={save.isPending}>
        {messages.settingsSave}
      </button>
    </form>
  );
}
