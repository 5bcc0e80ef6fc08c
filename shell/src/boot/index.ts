import { runAfterFirstPaint } from './afterFirstPaint';
import { requestAfterMain } from './afterMain';
import { preloadMissingFaces } from './langFaces';

// The page's first script: a Sinhala or Tamil page's fonts where the phone has no such system font,
// a remote page's files once main is in, then the scripts, started once the first frame is painted.
preloadMissingFaces();
requestAfterMain();
runAfterFirstPaint();
