import { runAfterFirstPaint } from './afterFirstPaint';
import { preloadMissingFaces } from './langFaces';

// The page's first script: a Sinhala or Tamil page's fonts where the phone has no such system font,
// then the others, started once the first frame is painted.
preloadMissingFaces();
runAfterFirstPaint();
