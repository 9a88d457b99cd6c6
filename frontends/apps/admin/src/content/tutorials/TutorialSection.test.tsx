/** @jest-environment jsdom */
import { fakeFile, mockApi, ok, resetBrowserState, setupAccountTexts, type ApiMock } from '@helpwire/account/testing';
import type { EditableTutorial } from '@helpwire/contracts';
import { useToasts } from '@helpwire/web-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAdminPage } from '../../test-fixtures';

let ContentPage: ComponentType;
let api: ApiMock;

const draft: EditableTutorial = {
  id: 't1',
  slug: 'printer-setup-1a2b3c',
  categoryId: null,
  title: { en: 'Setting up a printer', ar: 'إعداد طابعة' },
  description: { en: 'Step by step.', ar: 'خطوة بخطوة.' },
  videoUrl: '/api/v1/files/0b9f3f8e-7c55-4b57-8f3a-1f1f1f1f1f1f',
  durationSeconds: 95,
  published: false,
  editedAt: '2026-12-07T10:00:00Z',
};

const toasts = () => useToasts.getState().toasts.map((toast) => toast.text);

async function openTutorials() {
  api = mockApi({
    'GET /api/v1/admin/tutorials': () => ok([draft]),
    'POST /api/v1/admin/tutorials/t1/publish': (body) => ok({ ...draft, published: (body as { published: boolean }).published }),
  });
  await renderAdminPage(ContentPage);
  fireEvent.click(await screen.findByRole('button', { name: 'Tutorials' }));
  return screen.findByRole('region', { name: 'Video tutorials' });
}

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../../texts')).adminTextsReady;
  ContentPage = (await import('../ContentPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/content?section=tutorials (issue 24, item 7; decision 0080)', () => {
  it('lists each tutorial with its category, length and whether it is published', async () => {
    const section = await openTutorials();
    const row = (await within(section).findByText('Setting up a printer')).closest('li')!;
    expect(row.textContent).toContain('Every category · 1:35');
    expect(row.textContent).toContain('Not published');
  });

  it('refuses a video of another type or over 100 MB before a byte is sent, and a new tutorial without its video', async () => {
    const section = await openTutorials();
    fireEvent.click(within(section).getByRole('button', { name: 'Add a tutorial' }));
    const editor = await screen.findByRole('dialog', { name: 'New tutorial' });
    const picker = within(editor).getByLabelText('Video');
    fireEvent.change(picker, { target: { files: [fakeFile('clip.mov', 'video/quicktime')] } });
    expect((await within(editor).findByRole('alert')).textContent).toBe('The video must be an MP4 or WebM file.');
    fireEvent.change(picker, { target: { files: [fakeFile('long.mp4', 'video/mp4', 101 * 1024 * 1024)] } });
    await waitFor(() => expect(within(editor).getByRole('alert').textContent).toBe('The video must be at most 100 MB.'));
    expect(api.calls.some(({ route }) => route.includes('/upload'))).toBe(false);

    fireEvent.click(within(editor).getByRole('button', { name: 'Review and save' }));
    const alerts = within(editor)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toContain('The video must be at most 100 MB.');
    expect(alerts).toContain('Write the title in English (up to 200 characters).');
    expect(alerts).toContain('Write the duration in whole seconds, from 1 to 7,200.');
    expect(screen.queryByRole('dialog', { name: 'Add this tutorial?' })).toBeNull();
  });

  it('publishes a tutorial with a reason', async () => {
    const section = await openTutorials();
    fireEvent.click(await within(section).findByRole('button', { name: 'Publish “Setting up a printer”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Setting up a printer”?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Checked the video' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toasts()).toContain('The tutorial is published on the help pages.'));
    expect(api.calls.find(({ route }) => route === 'POST /api/v1/admin/tutorials/t1/publish')?.body).toEqual({ published: true, reason: 'Checked the video' });
  });
});
