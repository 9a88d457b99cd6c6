import { FileTexts, HelpEditTexts, routes, type FaqEditBody, type TutorialEditBody } from '@helpwire/contracts';
import { authNames, type auth, type content } from '@helpwire/proto';
import { AppError, openServerStream, type Identity, type PromiseClient } from '@helpwire/service-kit';
import { defineRoute, type ApiRoute } from '../http/api-routes';
import { toEditableFaq, toEditableTutorial } from './help-admin-mappers';

export interface HelpAdminRouteDeps {
  content: PromiseClient<content.ContentServiceClient>;
  /** The auth service's files: a tutorial's video is an upload of purpose TUTORIAL_VIDEO. */
  files: PromiseClient<auth.FileServiceClient>;
  deadlineMs: number;
}

const faqDraft = ({ reason: _reason, ...body }: FaqEditBody): content.FaqDraft => ({
  question: body.question,
  answer: body.answer,
  categoryId: body.categoryId ?? undefined,
  position: body.position,
});

/**
 * The console's FAQ and tutorials (decision 0080): admins only, each change with its reason, which
 * the content service writes to the audit log. A tutorial's video is a file the admin uploaded
 * (POST /upload, purpose TUTORIAL_VIDEO): its id is checked here with the auth service, which owns
 * files, and the content service keeps the address it plays from.
 */
export function helpAdminRoutes({ content, files, deadlineMs }: HelpAdminRouteDeps): ApiRoute[] {
  /** Where the uploaded video plays from; a file that is no tutorial video is refused with the upload's type text. */
  const videoUrlOf = async (fileId: string | undefined, identity: Identity): Promise<string> => {
    if (!fileId) return '';
    const { messages, cancel } = openServerStream(files.raw.getFile.bind(files.raw), { id: fileId }, { identity, deadlineMs });
    try {
      const first = await messages.next();
      const file = first.done ? undefined : first.value.file;
      if (!file) throw AppError.notFound(FileTexts.fileNotFound, 'UPLOAD_FILE_NOT_FOUND');
      if (authNames.filePurposeNames.fromProto(file.purpose) !== 'TUTORIAL_VIDEO') throw AppError.invalid(FileTexts.videoType, 'UPLOAD_FILE_NOT_USABLE');
      return file.url;
    } finally {
      cancel();
    }
  };
  const tutorialDraft = async (body: TutorialEditBody, identity: Identity): Promise<content.TutorialDraft> => ({
    title: body.title,
    description: body.description,
    categoryId: body.categoryId ?? undefined,
    durationSeconds: body.durationSeconds,
    videoUrl: await videoUrlOf(body.videoFileId, identity),
  });

  return [
    defineRoute(routes.adminHelp.faqs, {
      tag: 'Admin',
      summary: 'Every FAQ entry as stored, both languages, removed ones too, by group (general first) and order (admins only)',
      handler: async ({ identity }) => ({ data: (await content.listEditableFaqs({}, { identity, deadlineMs })).faqs.map(toEditableFaq) }),
    }),
    defineRoute(routes.adminHelp.createFaq, {
      changesPublicReads: true,
      tag: 'Admin',
      summary:
        'Add an FAQ entry in English and Arabic, general (categoryId null) or of a category, with a reason (admins only; audited); the public FAQ shows it at once',
      handler: async ({ body, identity }) => {
        const { faq } = await content.createFaq({ faq: faqDraft(body), reason: body.reason }, { identity, deadlineMs });
        return { data: toEditableFaq(faq!), message: HelpEditTexts.faqSaved, statusCode: 201 };
      },
    }),
    defineRoute(routes.adminHelp.updateFaq, {
      changesPublicReads: true,
      tag: 'Admin',
      summary: "Edit an FAQ entry's question, answer, group or order, with a reason (admins only; audited before and after)",
      handler: async ({ params, body, identity }) => {
        const { faq } = await content.updateFaq({ id: params.id!, faq: faqDraft(body), reason: body.reason }, { identity, deadlineMs });
        return { data: toEditableFaq(faq!), message: HelpEditTexts.faqSaved };
      },
    }),
    defineRoute(routes.adminHelp.setFaqHidden, {
      changesPublicReads: true,
      tag: 'Admin',
      summary: 'Remove an FAQ entry from the public site (hidden: true; kept for the record) or show it again, with a reason (admins only; audited)',
      handler: async ({ params, body, identity }) => {
        const { faq } = await content.setFaqHidden({ id: params.id!, hidden: body.hidden, reason: body.reason }, { identity, deadlineMs });
        return { data: toEditableFaq(faq!) };
      },
    }),
    defineRoute(routes.adminHelp.tutorials, {
      tag: 'Admin',
      summary: 'Every tutorial as stored, both languages, unpublished ones too (admins only)',
      handler: async ({ identity }) => ({ data: (await content.listEditableTutorials({}, { identity, deadlineMs })).tutorials.map(toEditableTutorial) }),
    }),
    defineRoute(routes.adminHelp.createTutorial, {
      changesPublicReads: true,
      tag: 'Admin',
      summary:
        'Add a tutorial: texts in English and Arabic, category, duration and the video uploaded first (POST /upload, purpose TUTORIAL_VIDEO: MP4 or WebM, at most 100 MB), with a reason; unpublished until published (admins only; audited)',
      handler: async ({ body, identity }) => {
        if (!body.videoFileId) throw AppError.invalid(HelpEditTexts.videoRequired, 'CONTENT_TUTORIAL_VIDEO_INVALID');
        const { tutorial } = await content.createTutorial({ tutorial: await tutorialDraft(body, identity), reason: body.reason }, { identity, deadlineMs });
        return { data: toEditableTutorial(tutorial!), message: HelpEditTexts.tutorialSaved, statusCode: 201 };
      },
    }),
    defineRoute(routes.adminHelp.updateTutorial, {
      changesPublicReads: true,
      tag: 'Admin',
      summary: "Edit a tutorial's texts, category, duration or video (videoFileId absent keeps it), with a reason (admins only; audited before and after)",
      handler: async ({ params, body, identity }) => {
        const { tutorial } = await content.updateTutorial(
          { id: params.id!, tutorial: await tutorialDraft(body, identity), reason: body.reason },
          { identity, deadlineMs },
        );
        return { data: toEditableTutorial(tutorial!), message: HelpEditTexts.tutorialSaved };
      },
    }),
    defineRoute(routes.adminHelp.setTutorialPublished, {
      changesPublicReads: true,
      tag: 'Admin',
      summary: 'Show a tutorial on the public help pages or take it off, with a reason (admins only; audited)',
      handler: async ({ params, body, identity }) => {
        const { tutorial } = await content.setTutorialPublished({ id: params.id!, published: body.published, reason: body.reason }, { identity, deadlineMs });
        return { data: toEditableTutorial(tutorial!) };
      },
    }),
  ];
}
