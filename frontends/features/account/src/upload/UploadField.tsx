import { MAX_HELPER_DOCUMENTS, UPLOAD_RULES, uploadError, FileTexts, type FilePurpose, type FileRef } from '@helpwire/contracts';
import { Button } from '@helpwire/ui';
import { FileText, UploadCloud, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '@helpwire/libs/i18n';
import { apiMessages } from '../api-errors';
import { useErrorText } from '../fields/error-text';
import { useAccountForm } from '../fields/form-values';
import { uploadFile } from './upload-file';
import './upload.css';

interface PendingUpload {
  key: number;
  name: string;
  /** 0 to 100 */
  progress: number;
  error?: string;
}

interface UploadFieldProps {
  purpose: FilePurpose;
  legend: string;
  hint?: string;
  /** Most files the field holds; with one, a new file replaces the old. */
  max: number;
  value: FileRef[];
  onChange: (next: FileRef[]) => void;
  error?: string;
  required?: boolean;
  /** Receives the file input, so a failed submit can focus the field. */
  inputRef?: Ref<HTMLInputElement>;
}

let nextKey = 1;

/**
 * Files picked or dropped, each checked in the browser first (type and size by the contract's
 * rules; the server decides by content), then uploaded with its own progress bar. Uploaded files
 * are listed with a link and a remove button; a refused one stays with its reason until dismissed.
 */
export function UploadField({ purpose, legend, hint, max, value, onChange, error, required, inputRef }: UploadFieldProps) {
  const { t } = useTranslation('account-forms');
  const errorText = useErrorText();
  const id = useId();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  // Several uploads may finish before the next render: each adds to the latest list.
  const latest = useRef(value);
  latest.current = value;
  const single = max === 1;

  const update = (key: number, change: Partial<PendingUpload> | null) =>
    setPending((items) =>
      change === null ? items.filter((item) => item.key !== key) : items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const start = async (file: File, key: number) => {
    try {
      const stored = await uploadFile(file, purpose, { onProgress: (fraction) => update(key, { progress: Math.round(fraction * 100) }) });
      update(key, null);
      const next = single ? [stored] : [...latest.current, stored];
      latest.current = next;
      onChange(next);
    } catch (failure) {
      update(key, { error: apiMessages(failure)[0] ?? t('errors.something-went-wrong') });
    }
  };

  const add = (files: File[]) => {
    const room = single ? 1 : max - latest.current.length - pending.filter((item) => !item.error).length;
    const picked = single ? files.slice(0, 1) : files;
    const items = picked.map((file, index): PendingUpload & { file: File } => {
      const refused =
        uploadError(purpose, { mimeType: file.type, size: file.size }) ??
        (index >= room ? (purpose === 'DOCUMENT' ? FileTexts.tooManyDocuments : FileTexts.oneFileOnly) : undefined);
      return { key: nextKey++, name: file.name, progress: 0, error: refused ?? undefined, file };
    });
    setPending((current) => [...current.filter((item) => !item.error), ...items.map(({ file: _file, ...item }) => item)]);
    for (const item of items) if (!item.error) void start(item.file, item.key);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer?.files ?? []));
  };
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="hw-upload" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="hw-auth-hint">
          {hint}
        </p>
      )}
      <label
        className={`hw-upload__drop${dragging ? ' hw-upload__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          type="file"
          className="hw-visually-hidden"
          aria-label={legend}
          // Required is said on the file input: a fieldset (role group) may not carry aria-required.
          aria-required={required || undefined}
          accept={UPLOAD_RULES[purpose].mimeTypes.join(',')}
          multiple={!single}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <UploadCloud aria-hidden size={28} />
        <span className="hw-upload__action">{t(single ? 'account.upload.chooseOne' : 'account.upload.choose')}</span>
        <span className="hw-auth-hint">{t('account.upload.drop')}</span>
      </label>
      {(value.length > 0 || pending.length > 0) && (
        <ul className="hw-upload__list">
          {value.map((file) => (
            <li key={file.id} className="hw-upload__item">
              <FileText aria-hidden size={20} />
              <a href={file.url} target="_blank" rel="noopener noreferrer" className="hw-upload__name">
                {file.name}
              </a>
              <span className="hw-upload__size">{t('account.upload.size', { size: (file.size / (1024 * 1024)).toFixed(1) })}</span>
              <Button
                variant="ghost"
                size="small"
                onClick={() => onChange(value.filter((f) => f.id !== file.id))}
                aria-label={t('account.upload.remove', { name: file.name })}
              >
                <X aria-hidden size={16} />
              </Button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} className="hw-upload__item">
              <FileText aria-hidden size={20} />
              <span className="hw-upload__name">{item.name}</span>
              {item.error ? (
                <>
                  <p className="hw-field__error" role="alert">
                    {errorText(item.error)}
                  </p>
                  <Button variant="ghost" size="small" onClick={() => update(item.key, null)} aria-label={t('account.upload.dismiss', { name: item.name })}>
                    <X aria-hidden size={16} />
                  </Button>
                </>
              ) : (
                <>
                  <progress max={100} value={item.progress} aria-label={t('account.upload.progress', { name: item.name })} />
                  <span className="hw-upload__size">{item.progress}%</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="hw-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The ID card (a PDF, JPEG or PNG): required for helpers, optional for users. */
export function IdCardField({ required }: { required: boolean }) {
  const { t } = useTranslation('account-forms');
  const errorText = useErrorText();
  const { control } = useAccountForm();
  const { field, fieldState } = useController({ control, name: 'idCard' });
  return (
    <UploadField
      purpose="ID_CARD"
      legend={t(required ? 'account.upload.idCard' : 'account.upload.idCardOptional')}
      hint={t('account.upload.idCardHint')}
      max={1}
      required={required}
      value={field.value ? [field.value] : []}
      onChange={(files) => field.onChange(files[0] ?? null)}
      inputRef={field.ref}
      error={errorText(fieldState.error?.message)}
    />
  );
}

/** A helper's documents: 1 to 10 PDFs of at most 10 MB each. */
export function DocumentsField() {
  const { t } = useTranslation('account-forms');
  const errorText = useErrorText();
  const { control } = useAccountForm();
  const { field, fieldState } = useController({ control, name: 'documents' });
  return (
    <UploadField
      purpose="DOCUMENT"
      legend={t('account.upload.documents')}
      hint={t('account.upload.documentsHint', { max: MAX_HELPER_DOCUMENTS })}
      max={MAX_HELPER_DOCUMENTS}
      required
      value={field.value ?? []}
      onChange={field.onChange}
      inputRef={field.ref}
      error={errorText(fieldState.error?.message)}
    />
  );
}
