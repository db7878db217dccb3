//! Scanning a QR code with the camera (issue 23): the host reads a guest's answer. The
//! browser's `BarcodeDetector` decodes where it exists (Chrome on Android); elsewhere the
//! decoder compiled to wasm (`src/bin/scan.rs`), fetched by the page's loader only now.
//! The camera stops when a code is read, on Close, and when the scanner leaves the page.

use js_sys::{Array, Function, Object, Promise, Reflect};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream,
    MediaStreamConstraints, MediaStreamTrack,
};
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The Shape Detection API's reader (web-sys has no binding).
    type BarcodeDetector;
    #[wasm_bindgen(constructor, catch)]
    fn new(options: &JsValue) -> Result<BarcodeDetector, JsValue>;
    /// Resolves to the codes found, each with its text in `rawValue`.
    #[wasm_bindgen(method)]
    fn detect(this: &BarcodeDetector, source: &JsValue) -> Promise;

    /// The page's loader (`tools/post-build.mjs`): the decoder module's exports, once.
    #[wasm_bindgen(js_namespace = window, js_name = samuraiLoadScanner, catch)]
    fn load_scanner() -> Result<Promise, JsValue>;
}

/// How often a frame is read.
const EVERY_MS: i32 = 250;
/// The longest side of a frame as it is read, in pixels.
const MAX_SIDE: u32 = 800;

/// Why the scanner cannot read, in a player's words with what to do.
#[derive(Clone, Copy, PartialEq)]
enum Problem {
    NoCamera,
    Refused,
    Busy,
    NoDecoder,
}

impl Problem {
    fn words(self) -> &'static str {
        match self {
            Problem::NoCamera => crate::ts!(
                "No camera could be opened here. Paste the code instead.",
                "ここではカメラを起動できませんでした。代わりにコードを貼り付けてください。"
            ),
            Problem::Refused => crate::ts!(
                "The camera was not allowed: allow the camera in the browser's \
                site settings, then press Scan again. Or paste the code instead.",
                "カメラの使用が許可されていません。ブラウザのサイト設定でカメラを許可してから、\
                もう一度「スキャン」を押してください。または、コードを貼り付けてください。"
            ),
            Problem::Busy => crate::ts!(
                "The camera is in use by another app: close that app, then press \
                Scan again.",
                "カメラは別のアプリが使用中です。そのアプリを閉じてから、もう一度「スキャン」を押してください。"
            ),
            Problem::NoDecoder => crate::ts!(
                "The code reader could not be loaded: this device was offline \
                before the app was kept for offline use. Connect once and press Scan again, or \
                paste the code instead.",
                "コードの読み取り機能を読み込めませんでした。アプリがオフライン用に保存される前に、\
                この端末がオフラインになっていました。一度ネットにつないでからもう一度「スキャン」を押すか、\
                コードを貼り付けてください。"
            ),
        }
    }
}

/// The camera while the scanner is open; `closed` stops the frame loop.
#[derive(Default)]
struct Camera {
    stream: RefCell<Option<MediaStream>>,
    closed: Cell<bool>,
}

impl Camera {
    fn stop(&self) {
        self.closed.set(true);
        if let Some(stream) = self.stream.borrow_mut().take() {
            for track in stream.get_tracks().iter() {
                track.unchecked_into::<MediaStreamTrack>().stop();
            }
        }
    }
}

/// What reads the frames.
enum Reader {
    Browser(BarcodeDetector),
    /// The wasm decoder's `scan_rgba(width, height, rgba)`.
    Wasm(Function),
}

impl Reader {
    async fn new() -> Result<Reader, Problem> {
        if Reflect::has(&gloo::utils::window(), &"BarcodeDetector".into()).unwrap_or(false) {
            let options = Object::new();
            let formats = Array::of1(&"qr_code".into());
            let _ = Reflect::set(&options, &"formats".into(), &formats);
            if let Ok(d) = BarcodeDetector::new(&options) {
                return Ok(Reader::Browser(d));
            }
        }
        Reader::wasm().await.ok_or(Problem::NoDecoder)
    }

    async fn wasm() -> Option<Reader> {
        let exports = JsFuture::from(load_scanner().ok()?).await.ok()?;
        let scan = Reflect::get(&exports, &"scan_rgba".into()).ok()?;
        scan.dyn_into().ok().map(Reader::Wasm)
    }

    /// The text of a QR code in the canvas's picture, if one is read.
    async fn read(
        &mut self,
        canvas: &HtmlCanvasElement,
        ctx: &CanvasRenderingContext2d,
    ) -> Result<Option<String>, Problem> {
        let (w, h) = (canvas.width(), canvas.height());
        match self {
            Reader::Browser(d) => match JsFuture::from(d.detect(canvas)).await {
                Ok(found) => Ok(Array::from(&found)
                    .iter()
                    .find_map(|c| Reflect::get(&c, &"rawValue".into()).ok()?.as_string())),
                // A platform without a QR reader behind the API: the wasm one instead.
                Err(_) => {
                    *self = Reader::wasm().await.ok_or(Problem::NoDecoder)?;
                    Ok(None)
                }
            },
            Reader::Wasm(scan) => {
                let frame = ctx.get_image_data(0.0, 0.0, w as f64, h as f64);
                // The pixels stay a JS array: the decoder copies them into its own memory.
                let rgba = frame.map(|f| Reflect::get(&f, &"data".into()));
                let text = match rgba {
                    Ok(Ok(rgba)) => scan.call3(&JsValue::NULL, &w.into(), &h.into(), &rgba),
                    _ => return Ok(None),
                };
                Ok(text.ok().and_then(|t| t.as_string()))
            }
        }
    }
}

fn context(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas.get_context("2d").ok()??.dyn_into().ok()
}

/// `getUserMedia` with the camera facing away from the player.
async fn open_camera() -> Result<MediaStream, Problem> {
    let devices = gloo::utils::window().navigator().media_devices();
    let devices = devices.map_err(|_| Problem::NoCamera)?;
    let video = Object::new();
    let _ = Reflect::set(&video, &"facingMode".into(), &"environment".into());
    let wanted = MediaStreamConstraints::new();
    wanted.set_video(&video);
    let asked = devices.get_user_media_with_constraints(&wanted);
    let stream = JsFuture::from(asked.map_err(|_| Problem::NoCamera)?).await;
    stream.map(JsCast::unchecked_into).map_err(|e| {
        match Reflect::get(&e, &"name".into())
            .ok()
            .and_then(|n| n.as_string())
            .as_deref()
        {
            Some("NotAllowedError" | "SecurityError") => Problem::Refused,
            Some("NotReadableError" | "AbortError") => Problem::Busy,
            _ => Problem::NoCamera,
        }
    })
}

/// Opens the camera into `video` and reads a frame every [`EVERY_MS`] until a code is read
/// (`Ok(Some(text))`) or the scanner closes (`Ok(None)`).
async fn scan(camera: Rc<Camera>, video: HtmlVideoElement) -> Result<Option<String>, Problem> {
    let stream = open_camera().await?;
    if camera.closed.get() {
        // Closed while the browser asked: the camera goes at once.
        camera.stream.replace(Some(stream));
        camera.stop();
        return Ok(None);
    }
    video.set_src_object(Some(&stream));
    camera.stream.replace(Some(stream));
    let _ = video.play();
    let mut reader = Reader::new().await?;
    let canvas: HtmlCanvasElement = gloo::utils::document()
        .create_element("canvas")
        .map_err(|_| Problem::NoCamera)?
        .unchecked_into();
    let ctx = context(&canvas).ok_or(Problem::NoCamera)?;
    while !camera.closed.get() {
        super::rtc::sleep(EVERY_MS).await;
        let (w, h) = (video.video_width(), video.video_height());
        if w == 0 || h == 0 || camera.closed.get() {
            continue;
        }
        // A phone's camera may give 1920x1080: a code held up fills enough of a smaller
        // picture, which the wasm decoder reads in a fraction of the time.
        let scale = (MAX_SIDE as f64 / w.max(h) as f64).min(1.0);
        let (w, h) = ((w as f64 * scale) as u32, (h as f64 * scale) as u32);
        canvas.set_width(w);
        canvas.set_height(h);
        let _ = ctx
            .draw_image_with_html_video_element_and_dw_and_dh(&video, 0.0, 0.0, w as f64, h as f64);
        if let Some(text) = reader.read(&canvas, &ctx).await? {
            return Ok(Some(text));
        }
    }
    Ok(None)
}

#[derive(Properties, PartialEq)]
pub struct ScannerProps {
    /// A QR code's text, read once; the camera is stopped by then.
    pub on_text: Callback<String>,
    pub on_close: Callback<()>,
}

/// The camera's picture, a line saying what to do (or why it cannot), and Close.
#[function_component(Scanner)]
pub fn scanner(p: &ScannerProps) -> Html {
    let video = use_node_ref();
    let problem = use_state(|| None::<Problem>);
    {
        let (video, problem, on_text) = (video.clone(), problem.clone(), p.on_text.clone());
        use_effect_with((), move |_| {
            let camera = Rc::new(Camera::default());
            if let Some(el) = video.cast::<HtmlVideoElement>() {
                let running = camera.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let read = scan(running.clone(), el).await;
                    running.stop();
                    match read {
                        Ok(Some(text)) => on_text.emit(text),
                        Ok(None) => {}
                        Err(why) => problem.set(Some(why)),
                    }
                });
            }
            move || camera.stop()
        });
    }
    let close = p.on_close.reform(|_: MouseEvent| ());
    html! {
        <section class="scanner" aria-label={crate::ts!("Scan a code", "コードをスキャン")}>
            <video ref={video} muted=true autoplay=true playsinline=true
                style="display: block; width: 100%; max-height: 50vh; background: #000" />
            if let Some(why) = *problem {
                <p class="notice" role="alert">{ why.words() }</p>
            } else {
                <p role="status">{ crate::ts!("Point the camera at the code on the other phone.", "もう一方のスマホに表示されたコードにカメラを向けてください。") }</p>
            }
            <button type="button" class="button" onclick={close}>{ crate::ts!("Close", "閉じる") }</button>
        </section>
    }
}
