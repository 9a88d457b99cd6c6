import { Card } from '@helpwire/ui';
import { useTranslation } from '@helpwire/libs/i18n';
import { formatDuration } from '@helpwire/signed-in';
import { toast } from '@helpwire/web-core';
import { Eye, EyeOff, Pencil, Video } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_NAMESPACE } from '../../texts';
import { shownHelpChanges, useHelpCategories } from '../help-categories';
import { HelpItemRow, HelpSectionFrame } from '../HelpSectionFrame';
import { SaveHelpDialog } from '../SaveHelpDialog';
import { TutorialEditorDialog } from './TutorialEditorDialog';
import { tutorialChangesOf, tutorialFormOf, type TutorialDraft, type TutorialForm } from './tutorial-form';
import { useEditableTutorials, useSaveTutorial, useSetTutorialPublished, type EditableTutorial } from './tutorials-api';

type Step =
  | { kind: 'edit'; tutorial?: EditableTutorial; form: TutorialForm }
  | { kind: 'confirm'; tutorial?: EditableTutorial; form: TutorialForm; draft: TutorialDraft }
  | { kind: 'publish'; tutorial: EditableTutorial };

/**
 * The Content page's tutorials (issue 24, item 7; decision 0080): every tutorial, published or not,
 * with its category and length. One is added or edited in English and Arabic with its video uploaded
 * from the admin's computer, then confirmed before → after with a reason; a new one stays off the
 * help pages until published.
 */
export function TutorialSection() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const tutorials = useEditableTutorials();
  const categories = useHelpCategories(t('helpContent.tutorials.noCategory'));
  const save = useSaveTutorial();
  const setPublished = useSetTutorialPublished();
  const [step, setStep] = useState<Step>();
  const titleOf = (tutorial: EditableTutorial) => (i18n.language === 'ar' ? tutorial.title.ar : tutorial.title.en);

  const row = (tutorial: EditableTutorial) => {
    const title = titleOf(tutorial);
    return (
      <HelpItemRow
        key={tutorial.id}
        title={title}
        meta={
          <>
            {categories.nameOf(tutorial.categoryId)} · <span dir="ltr">{formatDuration(tutorial.durationSeconds)}</span>
            <span className={`hw-admin-pill ${tutorial.published ? 'hw-admin-pill--new' : 'hw-admin-pill--closed'}`}>
              {t(tutorial.published ? 'helpContent.tutorials.published' : 'helpContent.tutorials.draft')}
            </span>
          </>
        }
        actions={[
          {
            text: t('helpContent.edit'),
            label: t('helpContent.tutorials.editOne', { title }),
            icon: <Pencil aria-hidden size={16} />,
            onClick: () => setStep({ kind: 'edit', tutorial, form: tutorialFormOf(tutorial) }),
          },
          {
            text: t(tutorial.published ? 'helpContent.tutorials.unpublish' : 'helpContent.tutorials.publish'),
            label: t(tutorial.published ? 'helpContent.tutorials.unpublishOne' : 'helpContent.tutorials.publishOne', { title }),
            icon: tutorial.published ? <EyeOff aria-hidden size={16} /> : <Eye aria-hidden size={16} />,
            onClick: () => setStep({ kind: 'publish', tutorial }),
          },
        ]}
      />
    );
  };

  const dialogs = (
    <>
      {step?.kind === 'edit' && (
        <TutorialEditorDialog
          isNew={!step.tutorial}
          initial={step.form}
          categoryOptions={categories.options}
          onReview={(form, draft) => {
            if (step.tutorial && tutorialChangesOf(step.tutorial, draft, form.videoName).length === 0) return toast.info(t('content.nothingChanged'));
            setStep({ kind: 'confirm', tutorial: step.tutorial, form, draft });
          }}
          onClose={() => setStep(undefined)}
        />
      )}
      {step?.kind === 'confirm' && (
        <SaveHelpDialog
          title={t(step.tutorial ? 'helpContent.tutorials.confirmEdit' : 'helpContent.tutorials.confirmNew')}
          intro={t(step.tutorial ? 'helpContent.tutorials.confirmEditIntro' : 'helpContent.tutorials.confirmNewIntro')}
          confirm={t('content.save')}
          changes={shownHelpChanges(t, categories.nameOf, tutorialChangesOf(step.tutorial, step.draft, step.form.videoName), !step.tutorial)}
          onSave={async (reason) => {
            await save.mutateAsync({ id: step.tutorial?.id, body: { ...step.draft, reason } });
            toast.success(t(step.tutorial ? 'helpContent.tutorials.saved' : 'helpContent.tutorials.created'));
            setStep(undefined);
          }}
          onClose={() => setStep({ kind: 'edit', tutorial: step.tutorial, form: step.form })}
        />
      )}
      {step?.kind === 'publish' && (
        <SaveHelpDialog
          title={t(step.tutorial.published ? 'helpContent.tutorials.unpublishTitle' : 'helpContent.tutorials.publishTitle', { title: titleOf(step.tutorial) })}
          intro={t(step.tutorial.published ? 'helpContent.tutorials.unpublishIntro' : 'helpContent.tutorials.publishIntro')}
          confirm={t(step.tutorial.published ? 'helpContent.tutorials.unpublish' : 'helpContent.tutorials.publish')}
          danger={step.tutorial.published}
          changes={[]}
          onSave={async (reason) => {
            await setPublished.mutateAsync({ id: step.tutorial.id, published: !step.tutorial.published, reason });
            toast.success(t(step.tutorial.published ? 'helpContent.tutorials.unpublished' : 'helpContent.tutorials.nowPublished'));
            setStep(undefined);
          }}
          onClose={() => setStep(undefined)}
        />
      )}
    </>
  );

  return (
    <HelpSectionFrame
      id="hw-admin-tutorials-title"
      title={t('helpContent.tutorials.title')}
      intro={t('helpContent.tutorials.intro')}
      add={t('helpContent.tutorials.add')}
      onAdd={() => setStep({ kind: 'edit', form: tutorialFormOf() })}
      state={{ isPending: tutorials.isPending, isError: tutorials.isError, empty: tutorials.data?.length === 0, retry: () => void tutorials.refetch() }}
      texts={{ loading: t('helpContent.tutorials.loading'), failed: t('helpContent.tutorials.failed'), empty: t('helpContent.tutorials.empty') }}
      emptyIcon={<Video aria-hidden size={32} />}
      dialogs={dialogs}
    >
      <Card className="hw-admin-help-group">
        <ul className="hw-admin-help-list" aria-labelledby="hw-admin-tutorials-title">
          {tutorials.data?.map(row)}
        </ul>
      </Card>
    </HelpSectionFrame>
  );
}
