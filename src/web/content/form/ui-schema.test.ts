import { describe, expect, it } from 'vitest';
import wedding from '../../../generated/schemas/wedding';
import type { ContentSchemaEntry } from '../../../shared/content';
import { sectionUiSchema } from './ui-schema';

const entry = wedding as unknown as ContentSchemaEntry;

describe('section uiSchema from the field list', () => {
  it('labels fields and picks widgets by kind', () => {
    const ui = sectionUiSchema(entry, 'cover', 'luxury');
    expect(ui.BrideName).toMatchObject({ 'ui:title': 'Bride Name' });
    expect(ui.WeddingDate).toMatchObject({ 'ui:widget': 'date' });
    expect(ui.WeddingTime).toMatchObject({ 'ui:widget': 'time', 'ui:title': 'Muhurtham Time' });
    expect(ui.CoverPhoto).toMatchObject({ 'ui:widget': 'image' });
  });

  it('gives repeated groups their label, and photo groups a picture grid', () => {
    const gallery = sectionUiSchema(entry, 'gallery', 'luxury');
    expect(gallery.GalleryImage).toMatchObject({ 'ui:title': 'Gallery Image', 'ui:options': { imagesOnly: true } });
    expect(gallery.GalleryImage.items).toMatchObject({ 'ui:widget': 'image' });
    expect(gallery.ShowGallery).toMatchObject({ 'ui:widget': 'switch' });
    const schedule = sectionUiSchema(entry, 'schedule', 'luxury');
    expect(schedule.Schedule.items.MapLink).toMatchObject({ 'ui:widget': 'uri' });
    expect(schedule.Schedule['ui:options']).toMatchObject({ itemNoun: 'Event', imagesOnly: false });
  });

  it('makes plain groupings full-width and phone fields tel inputs', () => {
    expect(sectionUiSchema(entry, 'venue', 'luxury').facilities).toMatchObject({ 'ui:classNames': 'ed-wide' });
    expect(sectionUiSchema(entry, 'contact', 'luxury').ContactNumber).toMatchObject({
      'ui:options': { inputType: 'tel' },
    });
  });

  it('locks what the pack does not include', () => {
    const basic = sectionUiSchema(entry, 'family', 'basic');
    expect(basic.InvitedBy).toMatchObject({ 'ui:disabled': true, 'ui:help': 'Available with the Premium pack' });
    expect(sectionUiSchema(entry, 'family', 'premium').InvitedBy['ui:disabled']).toBeUndefined();
    expect(sectionUiSchema(entry, 'venue', 'premium').LiveStreamLink['ui:help']).toBe('Available with the Luxury pack');
  });

  it('is built once per section and pack', () => {
    expect(sectionUiSchema(entry, 'cover', 'basic')).toBe(sectionUiSchema(entry, 'cover', 'basic'));
    expect(sectionUiSchema(entry, 'cover', 'basic')).not.toBe(sectionUiSchema(entry, 'cover', 'luxury'));
  });
});
