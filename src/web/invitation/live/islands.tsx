/**
 * The interactive parts of the live page. The server renders each inside a marked box with its props; the
 * client entry hydrates only those boxes, so the rest of the invitation ships no JavaScript at all.
 */
import type { ComponentType } from 'react';
import { AccessForm, type AccessFormProps } from './AccessForm';
import { PhotoUpload, type PhotoUploadProps } from './PhotoUpload';
import { RsvpForm, type RsvpFormProps } from './RsvpForm';
import { WishForm, type WishFormProps } from './WishForm';

export interface IslandProps {
  access: AccessFormProps;
  photos: PhotoUploadProps;
  rsvp: RsvpFormProps;
  wish: WishFormProps;
}
export type IslandName = keyof IslandProps;

export const ISLANDS: { [N in IslandName]: ComponentType<IslandProps[N]> } = {
  access: AccessForm,
  photos: PhotoUpload,
  rsvp: RsvpForm,
  wish: WishForm,
};

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps[N] }) {
  const Component = ISLANDS[name] as ComponentType<IslandProps[N]>;
  return (
    <div className="live-island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
