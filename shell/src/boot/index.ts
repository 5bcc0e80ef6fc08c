import { runAfterFirstPaint } from './afterFirstPaint';

// The page's first script: it only starts the others once the first frame is painted.
runAfterFirstPaint();
