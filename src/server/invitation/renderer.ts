/** The live page's React parts, imported once and rendered to HTML strings. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

type RendererModule = typeof import('../../renderer/live/server-parts');

let loading: Promise<RendererModule> | undefined;

export function loadRenderer(): Promise<RendererModule> {
  loading ??= import('../../renderer/live/server-parts');
  return loading;
}

export async function renderLivePage(props: Parameters<RendererModule['LivePage']>[0]): Promise<string> {
  const { LivePage } = await loadRenderer();
  return renderToString(createElement(LivePage, props));
}

export async function renderAccessGate(props: Parameters<RendererModule['AccessGatePage']>[0]) {
  const { AccessGatePage } = await loadRenderer();
  return renderToString(createElement(AccessGatePage, props));
}

export async function renderNotFound(): Promise<string> {
  const { InviteNotFoundPage } = await loadRenderer();
  return renderToString(createElement(InviteNotFoundPage));
}

export type GuestForms = import('../../renderer/live/server-parts').GuestForms;
export type GuestFormName = import('../../renderer/live/server-parts').GuestFormName;

export async function renderFormBlock(
  form: GuestFormName,
  props: Parameters<RendererModule['formBlock']>[1],
): Promise<string> {
  const { formBlock } = await loadRenderer();
  return renderToString(formBlock(form, props));
}
