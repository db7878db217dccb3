//! The reference page: a heading and a button that counts its presses.

#[cfg(target_arch = "wasm32")]
mod page {
    use yew::prelude::*;

    #[function_component(App)]
    pub fn app() -> Html {
        let presses = use_state(|| 0u32);
        let onclick = {
            let presses = presses.clone();
            Callback::from(move |_| presses.set(*presses + 1))
        };
        html! {
            <main>
                <h1>{ "Hello, world" }</h1>
                <button type="button" {onclick}>{ format!("Pressed {} times", *presses) }</button>
            </main>
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    yew::Renderer::<page::App>::new().render();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The reference page is a web app: scripts/bench.sh builds it with Trunk.");
}
