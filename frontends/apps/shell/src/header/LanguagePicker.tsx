import { changeLanguage, currentLanguage, LANGUAGE_CHANGED_EVENT, runtimeConfig, toast, type LanguageCode } from '@helpwire/web-core';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@helpwire/libs/i18n';
import { filterLanguages, languageOptions, type LanguageOption } from './language-options';

/** The language menu: all 23 languages, a search box (own or English name, or code), closes on an outside click. */
export function LanguagePicker() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<LanguageOption[] | null>(null);
  const [active, setActive] = useState<LanguageCode>(currentLanguage);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    const sync = () => setActive(currentLanguage());
    window.addEventListener(LANGUAGE_CHANGED_EVENT, sync);
    return () => window.removeEventListener(LANGUAGE_CHANGED_EVENT, sync);
  }, []);

  useEffect(() => {
    if (!open) return;
    if (!options) setOptions(languageOptions());
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, options]);

  const choose = async (code: LanguageCode) => {
    setOpen(false);
    setQuery('');
    const result = await changeLanguage(code, {
      scriptUrl: runtimeConfig().machineTranslationScript,
      onUnavailable: () => toast.error(t('errors.machineTranslationUnavailable')),
    });
    setActive(result === 'unavailable' ? 'en' : code);
  };

  const visible = options ? filterLanguages(options, query) : [];
  return (
    <div className="hw-dropdown" ref={root}>
      <button
        type="button"
        className="hw-header__icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        aria-label={`${t('header.language')}: ${active}`}
      >
        <Globe aria-hidden size={20} />
        <span className="hw-header__lang-code">{active}</span>
        <ChevronDown aria-hidden size={16} />
      </button>
      {open && (
        <div id={panelId} className="hw-dropdown__panel hw-language-picker">
          <input
            className="hw-input"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('header.searchLanguages')}
            aria-label={t('header.searchLanguages')}
            autoFocus
          />
          {!options ? (
            <p role="status">{t('header.loadingLanguages')}</p>
          ) : visible.length === 0 ? (
            <p role="status">{t('header.noMatches')}</p>
          ) : (
            // A plain list of buttons (a listbox's options may not hold buttons); the current one is marked.
            <ul aria-label={t('header.language')}>
              {visible.map((option) => (
                <li key={option.code}>
                  <button
                    type="button"
                    lang={option.code}
                    dir={option.rtl ? 'rtl' : 'ltr'}
                    aria-current={option.code === active || undefined}
                    onClick={() => void choose(option.code)}
                  >
                    <span>{option.label}</span>
                    <span className="hw-language-picker__code">{option.code}</span>
                    {option.code === active && <Check aria-hidden size={16} />}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
