import { z } from 'zod';
import { type Translatable, translatableSchema } from '../translatable.ts';
import type { AgeThresholds } from './kitchen.ts';

/**
 * Kitchen stations (behaviour.md#kitchen): the places of a kitchen that prepare a part of an order
 * (Cocina, Barra, Postres…). A dish is prepared at its own station, else at its menu section's,
 * else at the section's parent's; a line with none shows only on the whole board.
 */

/** A station's name: the same word in every language ("Barra") or one per language. */
export type StationName = string | Translatable;

export const STATION_NAME_MAX = 60;
export const STATIONS_MAX = 30;
/** A prep-time target: a minute to a banquet's four hours. */
export const PREP_MINUTES_MIN = 1;
export const PREP_MINUTES_MAX = 240;

const prepMinutes = z.number().int().min(PREP_MINUTES_MIN).max(PREP_MINUTES_MAX);

export const stationNameSchema = z.union([
  z.string().trim().min(1).max(STATION_NAME_MAX),
  translatableSchema(STATION_NAME_MAX).refine(
    (names) => Object.values(names).some((v) => v.trim() !== ''),
    'a name in at least one language',
  ),
]);

export const stationInputSchema = z.strictObject({
  Name: stationNameSchema,
  /** Minutes a line of this station should take; null: the board's own thresholds. */
  PrepMinutes: prepMinutes.nullable(),
});
export type StationInput = z.infer<typeof stationInputSchema>;

/** What a section (a menu) or a dish is assigned: its station and, for a dish, its own target. */
export const stationAssignmentSchema = z.strictObject({
  Kind: z.enum(['menu', 'dish']),
  TargetID: z.number().int().positive(),
  StationID: z.number().int().positive().nullable(),
  PrepMinutes: prepMinutes.nullable(),
});
export type StationAssignment = z.infer<typeof stationAssignmentSchema>;

/** The station a line is prepared at: the dish's own, else its section's, else the parent's. */
export const stationOfLine = (line: {
  readonly dish: number | null;
  readonly section: number | null;
  readonly parentSection: number | null;
}): number | null => line.dish ?? line.section ?? line.parentSection ?? null;

/** A station's name in `language`, else in any language it has. */
export const stationLabel = (name: StationName, language: string): string => {
  if (typeof name === 'string') return name;
  return (
    name[language]?.trim() ||
    Object.values(name)
      .find((v) => v.trim())
      ?.trim() ||
    ''
  );
};

/**
 * The amber and red minutes of a card against its prep-time target: amber once three quarters of
 * the target have gone (time to hurry), red once it is reached (the promise is broken).
 */
export const thresholdsForTarget = (targetMinutes: number): AgeThresholds => ({
  warnMinutes: Math.max(1, Math.ceil(targetMinutes * 0.75)),
  lateMinutes: Math.max(1, targetMinutes),
});

/**
 * A card's target: the longest of its lines' (a dish's own target, else its station's), since the
 * order goes out when its slowest dish is ready; null when no line has one.
 */
export const prepTargetOf = (targets: readonly (number | null)[]): number | null => {
  const known = targets.filter((t): t is number => t !== null);
  return known.length === 0 ? null : Math.max(...known);
};

/** How long a served order may be called back to the board (a dish came back, a wrong plate). */
export const RECALL_MINUTES = 10;

/** Whether an order served at `servedAt` may still be recalled at `now`. */
export const canRecall = (servedAt: string | null, now: Date): boolean =>
  servedAt !== null && now.getTime() - new Date(servedAt).getTime() <= RECALL_MINUTES * 60_000;

/** An order is done (served) when every one of its lines is. */
export const allLinesDone = (lines: readonly { readonly DoneAt: string | null }[]): boolean =>
  lines.length > 0 && lines.every((l) => l.DoneAt !== null);

/**
 * The lines a board or a printer set to `stations` shows: theirs only; every line when it is set
 * to none (the whole kitchen).
 */
export const linesForStations = <T extends { readonly StationID?: number | null }>(
  lines: readonly T[],
  stations: readonly number[],
): T[] =>
  stations.length === 0
    ? [...lines]
    : lines.filter((l) => l.StationID != null && stations.includes(l.StationID));
