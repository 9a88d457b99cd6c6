import { keyDelta, KEY_STEP_PX, movedOffset } from './self-view-position';

const frame = { left: 0, top: 0, right: 1000, bottom: 600 };
/** A 200×120 view in the bottom-right corner, 16 px from the edges. */
const corner = { left: 784, top: 464, right: 984, bottom: 584 };

describe('the self view moves, and stays inside the frame', () => {
  it('moves by the drag inside the frame', () => {
    expect(movedOffset({ x: 0, y: 0 }, { x: -300, y: -200 }, corner, frame)).toEqual({ x: -300, y: -200 });
  });

  it('stops at every edge', () => {
    expect(movedOffset({ x: 0, y: 0 }, { x: 500, y: 500 }, corner, frame)).toEqual({ x: 16, y: 16 });
    expect(movedOffset({ x: 0, y: 0 }, { x: -5000, y: -5000 }, corner, frame)).toEqual({ x: -784, y: -464 });
    // From an offset already applied: the clamp is on the view's box as drawn now.
    const moved = { left: 84, top: 64, right: 284, bottom: 184 };
    expect(movedOffset({ x: -700, y: -400 }, { x: -100, y: -100 }, moved, frame)).toEqual({ x: -784, y: -464 });
  });

  it('a view larger than the frame keeps its start edge inside', () => {
    const big = { left: 0, top: 0, right: 1200, bottom: 700 };
    expect(movedOffset({ x: 0, y: 0 }, { x: 50, y: 50 }, big, frame)).toEqual({ x: 0, y: 0 });
  });

  it('arrow keys move one step, four with Shift; other keys nothing', () => {
    expect(keyDelta('ArrowLeft', false)).toEqual({ x: -KEY_STEP_PX, y: 0 });
    expect(keyDelta('ArrowDown', true)).toEqual({ x: 0, y: 4 * KEY_STEP_PX });
    expect(keyDelta('Enter', false)).toBeNull();
  });
});
