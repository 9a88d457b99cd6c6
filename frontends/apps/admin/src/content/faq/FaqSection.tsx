import { Card } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { toast } from '@helpwire/web-core';
import { EyeOff, MessageCircleQuestion, Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_NAMESPACE } from '../../texts';
import { shownHelpChanges, useHelpCategories } from '../help-categories';
import { HelpItemRow, HelpSectionFrame } from '../HelpSectionFrame';
import { SaveHelpDialog } from '../SaveHelpDialog';
import { useEditableFaqs, useSaveFaq, useSetFaqHidden, type EditableFaq } from './faq-api';
import { FaqEditorDialog } from './FaqEditorDialog';
import { faqChangesOf, faqFormOf, type FaqDraft, type FaqForm } from './faq-form';

type Step =
  | { kind: 'edit'; faq?: EditableFaq; form: FaqForm }
  | { kind: 'confirm'; faq?: EditableFaq; form: FaqForm; draft: FaqDraft }
  | { kind: 'visibility'; faq: EditableFaq };

/**
 * The Content page's FAQ (issue 24, item 7; decision 0080): every entry by group — the general
 * questions first, then each category's — in its order, removed ones marked. An entry is added or
 * edited in English and Arabic, then confirmed before → after with a reason; removing hides it from
 * the public site (kept, and shown again the same way).
 */
export function FaqSection() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const faqs = useEditableFaqs();
  const categories = useHelpCategories(t('helpContent.faq.general'));
  const save = useSaveFaq();
  const setHidden = useSetFaqHidden();
  const [step, setStep] = useState<Step>();
  const questionOf = (faq: EditableFaq) => (i18n.language === 'ar' ? faq.question.ar : faq.question.en);

  const groups = new Map<string, EditableFaq[]>();
  for (const faq of faqs.data ?? []) groups.set(faq.categoryId ?? '', [...(groups.get(faq.categoryId ?? '') ?? []), faq]);
  const rank = (id: string) => (id === '' ? -1 : categories.order.indexOf(id) === -1 ? categories.order.length : categories.order.indexOf(id));
  const ordered = [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));

  const row = (faq: EditableFaq) => {
    const question = questionOf(faq);
    return (
      <HelpItemRow
        key={faq.id}
        title={question}
        dimmed={faq.hidden}
        meta={
          <>
            {t('helpContent.faq.order', { position: faq.position })}
            {faq.hidden && <span className="hw-admin-pill hw-admin-pill--closed">{t('helpContent.faq.removedPill')}</span>}
          </>
        }
        actions={[
          {
            text: t('helpContent.edit'),
            label: t('helpContent.faq.editOne', { question }),
            icon: <Pencil aria-hidden size={16} />,
            onClick: () => setStep({ kind: 'edit', faq, form: faqFormOf(faq) }),
          },
          {
            text: t(faq.hidden ? 'helpContent.faq.restore' : 'helpContent.faq.remove'),
            label: t(faq.hidden ? 'helpContent.faq.restoreOne' : 'helpContent.faq.removeOne', { question }),
            icon: faq.hidden ? <Undo2 aria-hidden size={16} /> : <EyeOff aria-hidden size={16} />,
            onClick: () => setStep({ kind: 'visibility', faq }),
          },
        ]}
      />
    );
  };

  const dialogs = (
    <>
      {step?.kind === 'edit' && (
        <FaqEditorDialog
          isNew={!step.faq}
          initial={step.form}
          categoryOptions={categories.options}
          onReview={(form, draft) => {
            if (step.faq && faqChangesOf(step.faq, draft).length === 0) return toast.info(t('content.nothingChanged'));
            setStep({ kind: 'confirm', faq: step.faq, form, draft });
          }}
          onClose={() => setStep(undefined)}
        />
      )}
      {step?.kind === 'confirm' && (
        <SaveHelpDialog
          title={t(step.faq ? 'helpContent.faq.confirmEdit' : 'helpContent.faq.confirmNew')}
          intro={t('helpContent.faq.confirmIntro')}
          confirm={t('content.save')}
          changes={shownHelpChanges(t, categories.nameOf, faqChangesOf(step.faq, step.draft), !step.faq)}
          onSave={async (reason) => {
            await save.mutateAsync({ id: step.faq?.id, body: { ...step.draft, reason } });
            toast.success(t('helpContent.faq.saved'));
            setStep(undefined);
          }}
          onClose={() => setStep({ kind: 'edit', faq: step.faq, form: step.form })}
        />
      )}
      {step?.kind === 'visibility' && (
        <SaveHelpDialog
          title={t(step.faq.hidden ? 'helpContent.faq.restoreTitle' : 'helpContent.faq.removeTitle', { question: questionOf(step.faq) })}
          intro={t(step.faq.hidden ? 'helpContent.faq.restoreIntro' : 'helpContent.faq.removeIntro')}
          confirm={t(step.faq.hidden ? 'helpContent.faq.restore' : 'helpContent.faq.remove')}
          danger={!step.faq.hidden}
          changes={[]}
          onSave={async (reason) => {
            await setHidden.mutateAsync({ id: step.faq.id, hidden: !step.faq.hidden, reason });
            toast.success(t(step.faq.hidden ? 'helpContent.faq.restored' : 'helpContent.faq.removed'));
            setStep(undefined);
          }}
          onClose={() => setStep(undefined)}
        />
      )}
    </>
  );

  return (
    <HelpSectionFrame
      id="hw-admin-faq-title"
      title={t('helpContent.faq.title')}
      intro={t('helpContent.faq.intro')}
      add={t('helpContent.faq.add')}
      onAdd={() => setStep({ kind: 'edit', form: faqFormOf() })}
      state={{ isPending: faqs.isPending, isError: faqs.isError, empty: ordered.length === 0, retry: () => void faqs.refetch() }}
      texts={{ loading: t('helpContent.faq.loading'), failed: t('helpContent.faq.failed'), empty: t('helpContent.faq.empty') }}
      emptyIcon={<MessageCircleQuestion aria-hidden size={32} />}
      dialogs={dialogs}
    >
      {ordered.map(([categoryId, entries]) => (
        <Card key={categoryId || 'general'} className="hw-admin-help-group">
          <h3 id={`hw-admin-faq-group-${categoryId || 'general'}`}>{categories.nameOf(categoryId || null)}</h3>
          <ul className="hw-admin-help-list" aria-labelledby={`hw-admin-faq-group-${categoryId || 'general'}`}>
            {entries.map(row)}
          </ul>
        </Card>
      ))}
    </HelpSectionFrame>
  );
}
