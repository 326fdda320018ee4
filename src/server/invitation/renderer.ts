/** The live page's React parts, imported once and rendered to HTML strings. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteLanguage } from '../../shared/look';

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

export async function renderNotFound(lang: SiteLanguage): Promise<string> {
  const { InviteNotFoundPage } = await loadRenderer();
  return renderToString(createElement(InviteNotFoundPage, { lang }));
}

/** A household's RSVP form in its box, alone: the answer to the page script's post from a personal link. */
export async function renderHouseholdBlock(props: Parameters<RendererModule['HouseholdRsvpBlock']>[0]) {
  const { HouseholdRsvpBlock } = await loadRenderer();
  return renderToString(createElement(HouseholdRsvpBlock, props));
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
