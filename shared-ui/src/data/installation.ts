/**
 * The installation figures (the one table of them): the installation guide, the FAQ, the news, the
 * warranty PDF, the guideline drawing and the calculator all state these numbers from here.
 */
export interface InstallationFigures {
  /** Frame battens or channels, centre to centre, at most. */
  battenSpacingMaxMm: number;
  /**
   * Hanging Clips along one strip: a clip fixes the strip's tongue to every batten it crosses, so
   * they are one batten apart.
   */
  clipSpacingMm: number;
  /** The panels' maximum continuous temperature; not for saunas or steam rooms. */
  maxContinuousTempC: number;
  /** Left between the panel ends and the wall, under the Top-Corner trim, for expansion. */
  expansionGapMm: number;
}

const BATTEN_SPACING_MAX_MM = 600;

export const INSTALLATION: InstallationFigures = {
  battenSpacingMaxMm: BATTEN_SPACING_MAX_MM,
  clipSpacingMm: BATTEN_SPACING_MAX_MM,
  maxContinuousTempC: 60,
  expansionGapMm: 5,
};
