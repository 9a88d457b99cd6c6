import { Button, TextField } from '@helpwire/ui';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { useErrorText } from './error-text';
import { useAccountForm } from './form-values';
import './fields.css';

/** Spec §5: "Please enable location and reload the page." when the browser gives no position. */
export const LOCATION_DISABLED = 'Please enable location and reload the page.';

const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
/** A position as an address people can read and edit: "25.2048, 55.2708". */
export const positionAddress = (latitude: number, longitude: number) => `${latitude}, ${longitude}`;

/**
 * Where you are: "Use my location" fills latitude, longitude and the address. Without reverse
 * geocoding (none works offline) the address is the position itself, "25.2048, 55.2708", for the
 * person to replace with words; address and coordinates stay editable.
 */
export function LocationField() {
  const form = useAccountForm();
  const { t } = useTranslation('account-forms');
  const errorText = useErrorText();
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string>();
  const [found, setFound] = useState(false);
  const { register, setValue, formState } = form;
  const errors = formState.errors.location;

  const locate = () => {
    setGeoError(undefined);
    if (!('geolocation' in navigator)) {
      setGeoError(LOCATION_DISABLED);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setFound(true);
        const validate = formState.isSubmitted;
        const [latitude, longitude] = [rounded(coords.latitude), rounded(coords.longitude)];
        setValue('location.latitude', latitude, { shouldValidate: validate, shouldDirty: true });
        setValue('location.longitude', longitude, { shouldValidate: validate, shouldDirty: true });
        setValue('location.address', positionAddress(latitude, longitude), { shouldValidate: validate, shouldDirty: true });
      },
      () => {
        setLocating(false);
        setGeoError(LOCATION_DISABLED);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <fieldset className="hw-auth-fieldset">
      <legend>{t('auth.fields.location')}</legend>
      <p className="hw-auth-hint">{t('auth.hints.location')}</p>
      <div className="hw-auth-locate">
        <Button variant="ghost" onClick={locate} busy={locating}>
          <LocateFixed aria-hidden size={18} />
          {t('auth.actions.useMyLocation')}
        </Button>
        <span role="status" className="hw-auth-hint">
          {locating ? t('auth.location.locating') : found ? t('auth.location.found') : ''}
        </span>
      </div>
      {geoError && (
        <p className="hw-field__error" role="alert">
          {errorText(geoError)}
        </p>
      )}
      <TextField
        label={t('auth.fields.address')}
        autoComplete="street-address"
        error={errorText(errors?.address?.message ?? errors?.message)}
        {...register('location.address')}
      />
      <div className="hw-auth-coordinates">
        <TextField
          label={t('auth.fields.latitude')}
          type="number"
          inputMode="decimal"
          step="any"
          min={-90}
          max={90}
          dir="ltr"
          error={errorText(errors?.latitude?.message)}
          {...register('location.latitude', { setValueAs: toNumber })}
        />
        <TextField
          label={t('auth.fields.longitude')}
          type="number"
          inputMode="decimal"
          step="any"
          min={-180}
          max={180}
          dir="ltr"
          error={errorText(errors?.longitude?.message)}
          {...register('location.longitude', { setValueAs: toNumber })}
        />
      </div>
    </fieldset>
  );
}
