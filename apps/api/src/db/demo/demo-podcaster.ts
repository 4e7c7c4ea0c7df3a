import {
  createSheetBrandingSchema,
  sheetAudienceSchema,
  sheetProfileSchema,
  type SheetProfile,
} from '@patrocina/domain';
import { uploadFile } from '../../modules/files';
import { acceptRepresentation, inviteRepresentative, saveSheetStep } from '../../modules/podcasts';
import type { RenderedImage } from './images';
import type { DemoShow } from './load-catalogue';
import type { DemoPerson, SeedSession } from './seed-context';

/** The platform's demo images by id, to upload a copy of those a sheet shows as its podcaster's own. */
export type DemoImageBytes = ReadonlyMap<string, RenderedImage>;

/**
 * The demo podcaster's shows, through their services: the podcaster invites the demo representative to
 * manage the first show, and he accepts from the invitation's e-mail. The podcaster fills in the sheet
 * of the second (the ready one); the representative that of the show he manages, which the campaigns
 * propose to him; the third keeps an empty sheet for whoever tries the sheet's wizard.
 */
export async function setUpDemoPodcasterShows(
  session: SeedSession,
  people: { podcaster: DemoPerson; representative: DemoPerson },
  shows: { ready: DemoShow; represented: DemoShow },
  images: DemoImageBytes,
): Promise<{ ready: DemoShow; represented: DemoShow }> {
  const { ctx } = session;
  const { podcaster, representative } = people;
  await inviteRepresentative(ctx, podcaster, shows.represented.id, representative.email);
  const invitation = await session.readMail(representative.email, 'representation-invite');
  const token = /representation-accepted\?token=([^\s&"<>]+)/.exec(invitation)?.[1];
  if (!token) throw new Error('The demo representation invitation has no link to accept it');
  await acceptRepresentation(ctx, representative, decodeURIComponent(token));

  await fillInSheet(session, podcaster, shows.ready, images);
  await fillInSheet(session, representative, shows.represented, images);
  return { ready: shows.ready, represented: { ...shows.represented, runner: representative } };
}

/** The three steps of the sheet's wizard, with the images uploaded by whoever fills it in. */
async function fillInSheet(
  { ctx }: SeedSession,
  person: DemoPerson,
  show: DemoShow,
  images: DemoImageBytes,
): Promise<void> {
  const upload = async (id: string, name: string) => {
    const image = images.get(id)!;
    const uploaded = await uploadFile(ctx, person, { kind: image.kind, name, bytes: image.bytes });
    return uploaded.id;
  };
  const { profile, audience, branding } = show.sheet;
  const own: SheetProfile = {
    ...profile,
    headerImageId: await upload(profile.headerImageId, `cabecera-${show.slug}.jpg`),
    extraImageIds: await Promise.all(
      profile.extraImageIds.map((id, index) => upload(id, `${show.slug}-${index + 1}.jpg`)),
    ),
  };
  const brandingSchema = createSheetBrandingSchema(ctx.config.PRODUCT_NAME);
  await saveSheetStep(ctx.db, person, show.id, { step: 'profile', value: sheetProfileSchema.parse(own) });
  await saveSheetStep(ctx.db, person, show.id, { step: 'audience', value: sheetAudienceSchema.parse(audience) });
  await saveSheetStep(ctx.db, person, show.id, {
    step: 'branding',
    value: brandingSchema.parse({ ...branding, terms: true }),
  });
}
