import { describe, expect, it, vi } from 'vitest';
import { afterPaint } from './idle';

describe('afterPaint', () => {
  /** A page whose frames the test draws itself. */
  function frames() {
    const pending = new Map<number, FrameRequestCallback>();
    let next = 1;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      pending.set(next, cb);
      return next++;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void pending.delete(id));
    return () => {
      const due = [...pending.values()];
      pending.clear();
      for (const cb of due) cb(performance.now());
    };
  }

  it('runs the work in a task of its own after the next frame, not before', async () => {
    const paint = frames();
    const work = vi.fn();
    afterPaint(work, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(work).not.toHaveBeenCalled();
    paint();
    expect(work).not.toHaveBeenCalled(); // not inside the frame's callback
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs it after the fallback in a page that paints no frame (a background tab), and only once', async () => {
    const paint = frames();
    const work = vi.fn();
    afterPaint(work, 20);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(work).toHaveBeenCalledOnce();
    paint();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(work).toHaveBeenCalledOnce();
  });

  it('cancels the work before it runs, and what the work started after', async () => {
    const paint = frames();
    const early = vi.fn();
    afterPaint(early, 20)();
    paint();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(early).not.toHaveBeenCalled();

    const stop = vi.fn();
    const cancel = afterPaint(() => stop, 20);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(stop).not.toHaveBeenCalled();
    cancel();
    expect(stop).toHaveBeenCalledOnce();
  });
});
