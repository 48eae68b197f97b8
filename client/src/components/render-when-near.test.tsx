import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from './render-when-near';

/** A stand-in for the browser's IntersectionObserver: the test says when the observed element comes near. */
class ScreenObserver {
  static latest: ScreenObserver | undefined;
  readonly options: IntersectionObserverInit | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    ScreenObserver.latest = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function renderSection() {
  return render(
    <RenderWhenNear placeholder={<p>Loading the section</p>}>
      <h2>Section</h2>
    </RenderWhenNear>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  ScreenObserver.latest = undefined;
});

describe('RenderWhenNear', () => {
  it('draws the placeholder until the section comes near the screen, then the section for good', () => {
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
    renderSection();
    expect(screen.getByText('Loading the section')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Section' })).not.toBeInTheDocument();
    const observer = ScreenObserver.latest!;
    expect(observer.options?.rootMargin).toMatch(/^0px 0px \d+px 0px$/);

    observer.report(false);
    expect(screen.queryByRole('heading', { name: 'Section' })).not.toBeInTheDocument();

    observer.report(true);
    expect(screen.getByRole('heading', { name: 'Section' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the section')).not.toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('draws the section at once when someone presses Tab, so a keyboard never skips it', () => {
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
    renderSection();
    fireEvent.keyDown(document, { key: 'a' });
    expect(screen.queryByRole('heading', { name: 'Section' })).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('heading', { name: 'Section' })).toBeInTheDocument();
  });

  it('draws the section before the page is printed', () => {
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
    renderSection();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByRole('heading', { name: 'Section' })).toBeInTheDocument();
  });

  it('draws the section at once where the browser cannot observe the screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderSection();
    expect(screen.getByRole('heading', { name: 'Section' })).toBeInTheDocument();
  });
});
